// The quote's versions of an assigned order, read-only: the shared history with each version's
// validity, acceptance, what changed and its PDF.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex } from 'antd';
import { errorText, quotePdfFileName, quotesApi, quotesQuery } from '@sefaresh/shared-api';
import { QuoteHistory } from '@sefaresh/shared-ui';
import type { DealerOrder } from '../../shared/dealer-api';
import { QUOTE_TEXTS as Q } from './messages';

export function QuoteVersions({ order }: { order: DealerOrder }) {
  const priced = (order.quote_version ?? 0) > 0;
  const quotes = useQuery({ ...quotesQuery(order.id), enabled: priced });
  const [failure, setFailure] = useState<string | null>(null);
  if (!priced) return null;
  if (quotes.isError) return <Alert type="warning" showIcon title={Q.historyFailed} />;
  if (!quotes.data) return null;
  return (
    <Flex vertical gap={8}>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      <QuoteHistory
        versions={quotes.data.versions}
        official={order.is_official_invoice}
        fetchPdf={(v) => quotesApi.pdf(order.id, v.version)}
        fileName={quotePdfFileName}
        onFailed={(error) => setFailure(errorText(error, { fallback: Q.pdfFailed }))}
      />
    </Flex>
  );
}
