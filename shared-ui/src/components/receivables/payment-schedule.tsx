// An order's payment schedule: each instalment with its term, due date (Persian calendar), amount, what is paid,
// what cheques secure, what is outstanding and its state; a table on a wide screen, cards on a phone.
import { Tag } from 'antd';
import { INSTALMENT_STATE_LABELS } from '@sefaresh/shared-api/rules';
import { formatJalaliDate, toPersianDigits } from '../../formatters';
import { EmptyState } from '../empty-state';
import { PriceText } from '../price-text';
import { ResponsiveRows, type RowColumn } from './responsive-rows';
import { INSTALMENT_STATE_COLORS, RECEIVABLE_TEXTS as T } from './receivable-texts';
import type { InstalmentView } from './receivable-types';

export function InstalmentStateTag({ state }: { state: InstalmentView['state'] }) {
  return (
    <Tag color={INSTALMENT_STATE_COLORS[state]} style={{ marginInlineEnd: 0 }}>
      {INSTALMENT_STATE_LABELS[state]}
    </Tag>
  );
}

const money = (value: string) => <PriceText value={value} zero />;

const COLUMNS: readonly RowColumn<InstalmentView>[] = [
  { key: 'position', title: T.position, render: (i) => toPersianDigits(i.position), wideOnly: true },
  { key: 'term', title: T.term, render: (i) => i.term_display },
  { key: 'due', title: T.dueDate, render: (i) => formatJalaliDate(i.due_date) },
  { key: 'amount', title: T.amount, render: (i) => money(i.amount), numeric: true },
  { key: 'paid', title: T.paid, render: (i) => money(i.paid), numeric: true },
  { key: 'secured', title: T.secured, render: (i) => money(i.secured), numeric: true },
  { key: 'outstanding', title: T.outstanding, render: (i) => money(i.outstanding), numeric: true },
  { key: 'state', title: T.state, render: (i) => <InstalmentStateTag state={i.state} />, wideOnly: true },
];

export interface PaymentScheduleProps {
  instalments: readonly InstalmentView[];
  /** Shown when there is no schedule yet (before the confirmation). */
  emptyText?: string;
  layout?: 'table' | 'cards';
}

export function PaymentSchedule({ instalments, emptyText, layout }: PaymentScheduleProps) {
  if (instalments.length === 0) return <EmptyState description={emptyText ?? T.noSchedule} />;
  return (
    <ResponsiveRows
      label={T.schedule}
      rows={instalments}
      rowKey={(i) => i.id}
      columns={COLUMNS}
      cardTitle={(i) => T.instalment(i.position)}
      cardExtra={(i) => <InstalmentStateTag state={i.state} />}
      highlight={(i) => i.state === 'overdue'}
      layout={layout}
    />
  );
}
