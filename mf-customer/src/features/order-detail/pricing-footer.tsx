// The pricing card's footer: the total to pay, the approve button and the request for a new
// price, kept at the bottom of the screen while the card is in view. Past the quote's validity the approve button
// is not offered and the footer says why, with the date.
import { Alert, Button, Descriptions, Flex, Popconfirm, Typography, theme } from 'antd';
import type { Order } from '@sefaresh/shared-api';
import { formatJalaliDate, PriceText } from '@sefaresh/shared-ui';
import { ORDER_MESSAGES as T } from './messages';
import { canFinalize, canRequestRevision } from './order-rules';
import { QUOTE_MESSAGES as Q } from './quote-messages';

export interface PricingFooterProps {
  order: Order;
  /** Every line has its option. */
  complete: boolean;
  /** A choice is on its way to the server. */
  busy: boolean;
  onFinalize(): Promise<void>;
  onRequestRevision(): void;
}

/** The quote's total (and with tax on an official invoice). */
export function PricingTotals({ order, compact }: { order: Order; compact?: boolean }) {
  return (
    <Descriptions
      size="small"
      style={{ marginTop: compact ? 0 : 16 }}
      column={1}
      items={[
        { key: 'total', label: T.quotedTotal, children: <PriceText value={order.quoted_total} strong /> },
        ...(order.is_official_invoice
          ? [
              {
                key: 'tax',
                label: T.totalWithTax,
                children: <PriceText value={order.total_with_tax} strong />,
              },
            ]
          : []),
      ]}
    />
  );
}

export function PricingFooter({ order, complete, busy, onFinalize, onRequestRevision }: PricingFooterProps) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid="pricing-footer"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        margin: '12px -12px -12px',
        padding: 12,
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: '0 -4px 12px rgba(0,0,0,0.06)',
        borderRadius: `0 0 ${token.borderRadiusLG}px ${token.borderRadiusLG}px`,
      }}
    >
      {order.quote_expired && order.quote_valid_until && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={Q.expiredTitle(formatJalaliDate(order.quote_valid_until))}
          description={Q.expiredExplain}
          style={{ marginBottom: 8 }}
        />
      )}
      <Flex gap={8} justify="space-between" align="center" wrap>
        <div style={{ minWidth: 0 }}>
          <PricingTotals order={order} compact />
        </div>
        <Flex gap={8} wrap style={{ marginInlineStart: 'auto' }}>
          {canRequestRevision(order) && <Button onClick={onRequestRevision}>{Q.requestRevision}</Button>}
          {canFinalize(order) && (
            <Popconfirm
              title={T.finalizeTitle}
              description={T.finalizeConfirm}
              okText={T.finalizeOk}
              cancelText={T.cancel}
              disabled={!complete}
              onConfirm={() => onFinalize().catch(() => undefined)}
            >
              <Button type="primary" disabled={!complete || busy}>
                {T.finalize}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Flex>
      {canFinalize(order) && !complete && (
        <Typography.Text
          type="secondary"
          style={{ display: 'block', textAlign: 'end', marginTop: 4, fontSize: 12 }}
        >
          {T.finalizeNeedsChoice}
        </Typography.Text>
      )}
    </div>
  );
}
