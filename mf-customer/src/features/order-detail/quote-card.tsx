// The quote's versions on the order page: the current version with its validity, what changed since the
// one before, the earlier versions with their PDFs, and the customer's open revision request.
import { Alert, Typography } from 'antd';
import { quotePdfFileName, quotesApi, type Order, type QuotesResponse } from '@sefaresh/shared-api';
import { QuoteHistory } from '@sefaresh/shared-ui';
import { actionError } from './order-errors';
import { QUOTE_MESSAGES as Q } from './quote-messages';

export interface QuoteCardProps {
  order: Order;
  quotes: QuotesResponse | undefined;
  failed: boolean;
  notify(type: 'success' | 'error', text: string): void;
}

export function QuoteCard({ order, quotes, failed, notify }: QuoteCardProps) {
  if (failed) return <Alert type="warning" showIcon title={Q.historyFailed} />;
  if (!quotes) return null;
  const open = order.revision_request;
  return (
    <QuoteHistory
      versions={quotes.versions}
      official={order.is_official_invoice}
      fetchPdf={(v) => quotesApi.pdf(order.id, v.version)}
      fileName={quotePdfFileName}
      onFailed={(error) => notify('error', actionError(error, Q.pdfFailed))}
    >
      {open && (
        <Alert
          type="info"
          showIcon
          title={Q.openRequest}
          description={
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
              {Q.yourComment}: {open.comment}
            </Typography.Paragraph>
          }
        />
      )}
    </QuoteHistory>
  );
}
