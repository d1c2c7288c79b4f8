// A customer's statement (صورت‌حساب): its lines oldest first, each with its date (Persian calendar), kind, order,
// description, debit, credit and the running balance, and the totals with what is overdue. A table on a wide
// screen, cards on a phone.
import { Typography } from 'antd';
import { STATEMENT_LINE_LABELS } from '@sefaresh/shared-api/rules';
import { formatJalaliDate, parseAmount } from '../../formatters';
import { EmptyState } from '../empty-state';
import { PriceText } from '../price-text';
import { ResponsiveRows, type RowColumn } from './responsive-rows';
import { RECEIVABLE_TEXTS as T } from './receivable-texts';
import type { StatementLineView, StatementTotalsView } from './receivable-types';

/** A debit or a credit: empty when zero, so each line reads on one side. */
const side = (value: string) => ((parseAmount(value) ?? 0) === 0 ? '—' : <PriceText value={value} />);
const balance = (value: string) => <PriceText value={value} zero strong />;

const COLUMNS: readonly RowColumn<StatementLineView>[] = [
  { key: 'date', title: T.date, render: (l) => formatJalaliDate(l.date), wideOnly: true },
  { key: 'kind', title: T.kind, render: (l) => STATEMENT_LINE_LABELS[l.kind] },
  { key: 'order', title: T.order, render: (l) => T.orderNumber(l.order_id) },
  { key: 'description', title: T.description, render: (l) => l.description || '—' },
  { key: 'debit', title: T.debit, render: (l) => side(l.debit), numeric: true },
  { key: 'credit', title: T.credit, render: (l) => side(l.credit), numeric: true },
  { key: 'balance', title: T.runningBalance, render: (l) => balance(l.balance), numeric: true },
];

export interface StatementTableProps {
  lines: readonly StatementLineView[];
  totals: StatementTotalsView;
  /** The overdue amount under the table (default true); a page that shows it above leaves it out. */
  showOverdue?: boolean;
  layout?: 'table' | 'cards';
}

export function StatementTable({ lines, totals, showOverdue = true, layout }: StatementTableProps) {
  if (lines.length === 0) return <EmptyState description={T.noLines} />;
  const overdue = (parseAmount(totals.overdue) ?? 0) > 0;
  const rows = lines.map((line, index) => ({ ...line, index }));
  return (
    <>
      <ResponsiveRows<StatementLineView & { index: number }>
        label={T.statement}
        rows={rows}
        rowKey={(l) => l.index}
        columns={COLUMNS}
        cardTitle={(l) => `${formatJalaliDate(l.date)} — ${STATEMENT_LINE_LABELS[l.kind]}`}
        highlight={(l) => l.kind === 'cheque_bounced'}
        summary={{
          title: T.totals,
          cells: {
            debit: <PriceText value={totals.debit} zero strong />,
            credit: <PriceText value={totals.credit} zero strong />,
            balance: balance(totals.balance),
          },
        }}
        layout={layout}
      />
      {showOverdue && (
        <Typography.Paragraph
          type={overdue ? 'danger' : 'secondary'}
          style={{ marginTop: 8, marginBottom: 0 }}
          data-testid="statement-overdue"
        >
          {T.overdue}:{' '}
          <PriceText value={totals.overdue} zero strong style={overdue ? { color: '#cf1322' } : undefined} />
        </Typography.Paragraph>
      )}
    </>
  );
}
