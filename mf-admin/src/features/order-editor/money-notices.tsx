// What the verification card says about the money: whether what is paid and what cheques secure cover the
// order's total (a Persian warning with the uncovered amount when not), and a red notice on a receipt whose file
// or tracking number was sent before on another order, linking to that receipt.
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import type { Order, PaymentReceipt } from '@sefaresh/shared-api';
import { MONEY_TEXTS as M } from './money-messages';

type Balance = NonNullable<Order['balance']>;

/** What neither payments nor cheques cover yet: total − paid − secured, never below zero (exact rials). */
export function uncovered(balance: Balance): bigint {
  const rest = BigInt(balance.total) - BigInt(balance.paid) - BigInt(balance.secured);
  return rest > 0n ? rest : 0n;
}

export function CoverageNotice({ balance }: { balance: Balance }) {
  const gap = uncovered(balance);
  return (
    <Alert
      style={{ marginBottom: 12 }}
      showIcon
      type={gap > 0n ? 'warning' : 'success'}
      data-testid="coverage"
      title={M.coverageLine(balance.paid, balance.secured, balance.total)}
      description={gap > 0n ? M.notCovered(gap.toString()) : M.covered}
    />
  );
}

export function DuplicateNotice({ receipt }: { receipt: PaymentReceipt }) {
  const earlier = receipt.duplicate_of;
  if (!earlier) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ flexBasis: '100%' }}
      data-testid={`duplicate-${receipt.id}`}
      title={M.duplicateNotice}
      description={
        <Link to={`/admin/orders/${earlier.order_id}`}>
          {M.duplicateLink(earlier.order_id, earlier.receipt_id)}
        </Link>
      }
    />
  );
}

/** True when the balance leaves part of the total uncovered. */
export const leavesUncovered = (balance: Balance | null | undefined) =>
  balance ? uncovered(balance) > 0n : false;
