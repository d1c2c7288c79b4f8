// A customer's statement («صورت‌حساب») for staff (GET admin/customers/{id}/statement/): every invoiced order,
// receipt and cleared or bounced cheque with the running balance, the totals and what is overdue; and the same as a
// Persian PDF (?format=pdf), downloaded through the client.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { customerStatementQuery, errorText, receivablesApi, statementFileName } from '@sefaresh/shared-api';
import { QueryState, saveBlob, StatementTable } from '@sefaresh/shared-ui';
import { CUSTOMERS_TEXTS as T } from './messages';

export function StatementView({ customerId }: { customerId: number }) {
  const query = useQuery(customerStatementQuery(customerId));
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      saveBlob(await receivablesApi.customerStatementPdf(customerId), statementFileName(customerId));
    } catch (error) {
      setFailure(errorText(error, { fallback: T.statementPdfFailed }));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button onClick={() => void download()} loading={downloading}>
          {T.statementPdf}
        </Button>
      </Flex>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      <QueryState
        query={query}
        errorText={(e) => errorText(e, { fallback: T.statementError })}
        retryLabel={T.retry}
      >
        {(statement) => <StatementTable lines={statement.lines} totals={statement.totals} />}
      </QueryState>
    </Flex>
  );
}
