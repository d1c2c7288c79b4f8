// The customer's statement («صورت‌حساب», GET /api/customers/statement/): every invoice, verified receipt and
// cleared or bounced cheque with the running balance, the balance and what of it is overdue, and the same as a
// Persian PDF (?format=pdf, fetched with the bearer token).
import { useState } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  errorText,
  receivablesApi,
  statementFileName,
  statementQuery,
  type Statement,
} from '@sefaresh/shared-api';
import { PriceText, saveBlob, StatementTable } from '@sefaresh/shared-ui';
import { PROFILE_MESSAGES as T } from './messages';
import { TabQuery } from './tab-query';

export interface StatementTabProps {
  notify(type: 'success' | 'error', text: string): void;
}

export function StatementTab({ notify }: StatementTabProps) {
  const query = useQuery(statementQuery());
  return (
    <TabQuery query={query} failTitle={T.statementLoadFailed}>
      {(data) => <StatementView statement={data} notify={notify} />}
    </TabQuery>
  );
}

function StatementView({ statement, notify }: { statement: Statement } & StatementTabProps) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await receivablesApi.statementPdf(), statementFileName());
    } catch (error) {
      notify('error', errorText(error, { fallback: T.statementPdfFailed }));
    } finally {
      setDownloading(false);
    }
  };
  const { totals } = statement;
  const overdue = BigInt(totals.overdue || '0') > 0n;
  return (
    <Card
      title={T.statementCard}
      extra={
        <Button onClick={download} loading={downloading}>
          {T.statementPdf}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Flex gap={12} wrap align="baseline" data-testid="statement-balance">
          <Typography.Text type="secondary">{T.statementBalance}</Typography.Text>
          <PriceText value={totals.balance} zero strong style={{ fontSize: 18, whiteSpace: 'normal' }} />
        </Flex>
        <Flex gap={12} wrap align="baseline" data-testid="statement-overdue">
          <Typography.Text type={overdue ? 'danger' : 'secondary'}>{T.statementOverdue}</Typography.Text>
          <PriceText
            value={totals.overdue}
            zero
            strong
            style={{ whiteSpace: 'normal', ...(overdue ? { color: '#cf1322' } : {}) }}
          />
        </Flex>
        <StatementTable lines={statement.lines} totals={totals} showOverdue={false} />
      </Flex>
    </Card>
  );
}
