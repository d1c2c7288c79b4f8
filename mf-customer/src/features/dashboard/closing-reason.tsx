// Why a rejected or cancelled order closed, on its dashboard card: the customer's own rejection reason, or the
// reason staff gave when they cancelled it. Nothing for other statuses or an empty reason.
import { Flex, Typography, theme } from 'antd';
import type { OrderSummary } from '@sefaresh/shared-api';
import { STATUS } from '@sefaresh/shared-api/rules';
import { toPersianDigits } from '@sefaresh/shared-ui';
import { DASHBOARD_MESSAGES as T } from './messages';

type ReasonFields = Pick<OrderSummary, 'status' | 'customer_rejection_reason' | 'cancellation_reason'>;

/** The label and text of the order's closing reason, or null. */
function closingReason(order: ReasonFields): { label: string; text: string } | null {
  const text =
    order.status === STATUS.rejected
      ? order.customer_rejection_reason
      : order.status === STATUS.cancelled
        ? order.cancellation_reason
        : '';
  if (!text?.trim()) return null;
  return {
    label: order.status === STATUS.rejected ? T.rejectReason : T.cancellationReasonLabel,
    text: text.trim(),
  };
}

export function ClosingReason({ order }: { order: ReasonFields }) {
  const { token } = theme.useToken();
  const reason = closingReason(order);
  if (!reason) return null;
  return (
    <Flex
      vertical
      gap={2}
      role="note"
      aria-label={reason.label}
      style={{ padding: '8px 12px', borderRadius: token.borderRadius, background: token.colorErrorBg }}
    >
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {reason.label}
      </Typography.Text>
      <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {toPersianDigits(reason.text)}
      </Typography.Text>
    </Flex>
  );
}
