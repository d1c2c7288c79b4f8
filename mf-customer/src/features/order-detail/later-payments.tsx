// What the customer pays later, beside what the card asks now: the answer's amount_due is due by its deadline
// (what is due by the payment deadline, or once that is settled the next instalment by its own date), and every
// open instalment due after that deadline is listed with its amount and due date (Persian calendar).
// Instalments paid or secured in full are left out.
import { Typography } from 'antd';
import type { Instalment } from '@sefaresh/shared-api';
import { PAYMENT_INFO_LABELS as L, splitDue } from '@sefaresh/shared-api/rules';
import { MONEY_MESSAGES as T } from './money-messages';

export interface LaterPaymentsProps {
  schedule: readonly Instalment[];
  /** The deadline of what the card asks now. */
  deadline: string;
}

export function LaterPayments({ schedule, deadline }: LaterPaymentsProps) {
  const { later } = splitDue(schedule, deadline);
  if (later.length === 0) return null;
  return (
    <div data-testid="later-payments">
      <Typography.Text type="secondary">{L.laterTitle}</Typography.Text>
      <ul aria-label={L.laterTitle} style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
        {later.map((i) => (
          <li key={i.id}>{T.dueLaterLine(i.position, i.term_display, i.outstanding, i.due_date)}</li>
        ))}
      </ul>
    </div>
  );
}
