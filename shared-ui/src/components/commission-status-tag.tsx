// A commission's state and amount as every area shows them: projected while the order is open, payable once
// calculated, paid; cancelled with its order (spec README, "Dealers, catalogue and people").
import { Tag } from 'antd';
import {
  COMMISSION_STATUS,
  COMMISSION_STATUS_LABELS,
  NO_COMMISSION_LABEL,
  type CommissionStatus,
} from '@sefaresh/shared-api/rules';
import { formatPercent, formatRial } from '../formatters';
import { PriceText } from './price-text';

/** antd Tag colours (preset names) per commission status. */
const COMMISSION_STATUS_COLORS: Readonly<Record<CommissionStatus, string>> = Object.freeze({
  pending: 'gold',
  calculated: 'blue',
  paid: 'green',
  cancelled: 'default',
});

export function CommissionStatusTag({ status }: { status: CommissionStatus | null | undefined }) {
  if (!status) return <Tag>{NO_COMMISSION_LABEL}</Tag>;
  return <Tag color={COMMISSION_STATUS_COLORS[status]}>{COMMISSION_STATUS_LABELS[status]}</Tag>;
}

const NO_AMOUNT = '—';

/** A commission cancelled before it was calculated never gets an amount: '—', not 'در انتظار'. */
function neverPriced(amount: string | null | undefined, status: CommissionStatus | null | undefined) {
  return (amount === null || amount === undefined) && status === COMMISSION_STATUS.cancelled;
}

/** The amount of a commission in exact rials ('در انتظار' until calculated, '—' when cancelled before that). */
export function CommissionAmount(props: {
  amount: string | null | undefined;
  status: CommissionStatus | null | undefined;
  strong?: boolean;
}) {
  if (neverPriced(props.amount, props.status)) return <>{NO_AMOUNT}</>;
  return <PriceText value={props.amount} strong={props.strong} />;
}

/** '۲۵۰٬۰۰۰ ریال (۷٫۵٪)': the amount with the effective rate, only formatted. */
export function commissionText(
  amount: string | null | undefined,
  rate: string | number | null | undefined,
  status?: CommissionStatus | null,
) {
  if (neverPriced(amount, status)) return NO_AMOUNT;
  const text = formatRial(amount);
  const percent = formatPercent(rate);
  return percent ? `${text} (${percent})` : text;
}
