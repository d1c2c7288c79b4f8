// The quote's versions in the editor: the shared history (versions, validity, acceptance, changes and
// each version's PDF) and staff's «تمدید اعتبار» when the order allows it.
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { errorText, quotePdfFileName, quotesApi, quotesQuery, type Order } from '@sefaresh/shared-api';
import { orderAllows } from '@sefaresh/shared-api/rules';
import { QuoteHistory } from '@sefaresh/shared-ui';
import { ExtendQuoteButton } from './extend-quote';
import { QUOTE_EDITOR_TEXTS as Q } from './quote-texts';

export interface QuoteHistoryCardProps {
  order: Order;
  onChanged(order: Order, message: string): void;
  onFailed(message: string): void;
}

export function QuoteHistoryCard({ order, onChanged, onFailed }: QuoteHistoryCardProps) {
  const quotes = useQuery(quotesQuery(order.id));
  if (quotes.isError) return <Alert type="warning" showIcon title={Q.historyFailed} />;
  if (!quotes.data) return null;
  return (
    <section aria-label={Q.historyCard}>
      <QuoteHistory
        versions={quotes.data.versions}
        official={order.is_official_invoice}
        fetchPdf={(v) => quotesApi.pdf(order.id, v.version)}
        fileName={quotePdfFileName}
        onFailed={(error) => onFailed(errorText(error, { fallback: Q.pdfFailed }))}
      >
        {orderAllows(order, 'extend_quote') && (
          <div>
            <ExtendQuoteButton order={order} onExtended={onChanged} />
          </div>
        )}
      </QuoteHistory>
    </section>
  );
}
