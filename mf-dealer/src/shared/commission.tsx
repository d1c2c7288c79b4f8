// Commission words of the spec README ("Dealers, catalogue and people"): projected while the order is open
// (pending), payable once calculated, paid with its date and reference; cancelled with the order.
import { Tag } from 'antd';
import { formatPercent, formatRial } from '@sefaresh/shared-ui';
import type { CommissionFields, CommissionStatus } from './dealer-api';

export const COMMISSION_STATUS: Readonly<Record<CommissionStatus, { label: string; color: string }>> = {
  pending: { label: 'پیش‌بینی (سفارش باز)', color: 'gold' },
  calculated: { label: 'محاسبه‌شده، قابل پرداخت', color: 'blue' },
  paid: { label: 'پرداخت‌شده', color: 'green' },
  cancelled: { label: 'لغوشده', color: 'default' },
};

export const NO_COMMISSION = 'بدون کمیسیون';

export function CommissionTag({ status }: { status: CommissionStatus | null | undefined }) {
  if (!status) return <Tag>{NO_COMMISSION}</Tag>;
  const { label, color } = COMMISSION_STATUS[status];
  return <Tag color={color}>{label}</Tag>;
}

/** '۲۵۰٬۰۰۰ ریال (۷٫۵٪)' — the server's exact rial string, only formatted. */
export function commissionText(fields: Pick<CommissionFields, 'dealer_commission_amount' | 'effective_commission_rate'>) {
  const amount = formatRial(fields.dealer_commission_amount);
  const rate = formatPercent(fields.effective_commission_rate);
  return rate ? `${amount} (${rate})` : amount;
}
