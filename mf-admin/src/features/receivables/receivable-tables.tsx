// The rows of one section of the receivables page: open instalments (customer, order with a link to its editor,
// dealer, term, amount, outstanding, due date in the Persian calendar, days overdue, state) or received cheques
// due soon (customer, order, Sayad id, bank, due date, amount); each table ends with its total.
import { Link } from 'react-router-dom';
import type { ReceivableChequeRow, ReceivableRow } from '@sefaresh/shared-api';
import {
  ChequeStatusTag,
  EmptyState,
  formatJalaliDate,
  InstalmentStateTag,
  PriceText,
  RECEIVABLE_TEXTS as R,
  ResponsiveRows,
  sayadIdText,
  type RowColumn,
} from '@sefaresh/shared-ui';
import { RECEIVABLES_TEXTS as T } from './messages';

const money = (value: string) => <PriceText value={value} zero />;
const orderLink = (id: number) => <Link to={`/admin/orders/${id}`}>{T.orderLink(id)}</Link>;

const ROW_COLUMNS: readonly RowColumn<ReceivableRow>[] = [
  { key: 'customer', title: T.customer, render: (r) => r.customer_name, wideOnly: true },
  { key: 'order', title: T.order, render: (r) => orderLink(r.order_id) },
  { key: 'dealer', title: T.dealer, render: (r) => T.dealerOf(r.dealer_name, r.dealer_code) },
  { key: 'term', title: R.term, render: (r) => r.term_display },
  { key: 'amount', title: R.amount, render: (r) => money(r.amount), numeric: true },
  { key: 'outstanding', title: R.outstanding, render: (r) => money(r.outstanding), numeric: true },
  { key: 'due', title: R.dueDate, render: (r) => formatJalaliDate(r.due_date) },
  { key: 'late', title: T.daysOverdue, render: (r) => T.days(r.days_overdue) },
  { key: 'state', title: R.state, render: (r) => <InstalmentStateTag state={r.state} /> },
];

const CHEQUE_COLUMNS: readonly RowColumn<ReceivableChequeRow>[] = [
  { key: 'customer', title: T.customer, render: (c) => c.customer_name, wideOnly: true },
  { key: 'order', title: T.order, render: (c) => orderLink(c.order_id) },
  {
    key: 'sayad',
    title: R.sayadId,
    render: (c) => (
      <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
        {sayadIdText(c.sayad_id)}
      </bdi>
    ),
  },
  { key: 'bank', title: R.bank, render: (c) => c.bank },
  { key: 'drawer', title: R.drawer, render: (c) => c.drawer_name },
  { key: 'due', title: R.dueDate, render: (c) => formatJalaliDate(c.due_date) },
  { key: 'amount', title: R.amount, render: (c) => money(c.amount), numeric: true },
  { key: 'status', title: R.state, render: (c) => <ChequeStatusTag status={c.status} /> },
];

interface SectionRowsProps<Row> {
  label: string;
  rows: readonly Row[];
  total: string;
  empty: string;
}

/** A section's rows with its total under the column it sums, or the section's empty text. */
function SectionRows<Row extends { customer_name: string }>({
  label,
  rows,
  total,
  empty,
  columns,
  rowKey,
  totalColumn,
  highlight,
}: SectionRowsProps<Row> & {
  columns: readonly RowColumn<Row>[];
  rowKey(row: Row): number;
  totalColumn: string;
  highlight?(row: Row): boolean;
}) {
  if (rows.length === 0) return <EmptyState description={empty} />;
  return (
    <ResponsiveRows
      label={label}
      rows={rows}
      rowKey={rowKey}
      columns={columns}
      cardTitle={(r) => r.customer_name}
      highlight={highlight}
      summary={{ title: T.total, cells: { [totalColumn]: <PriceText value={total} zero strong /> } }}
    />
  );
}

export const InstalmentRows = (props: SectionRowsProps<ReceivableRow>) => (
  <SectionRows
    {...props}
    columns={ROW_COLUMNS}
    rowKey={(r) => r.instalment_id}
    totalColumn="outstanding"
    highlight={(r) => r.state === 'overdue'}
  />
);

export const ChequeRows = (props: SectionRowsProps<ReceivableChequeRow>) => (
  <SectionRows {...props} columns={CHEQUE_COLUMNS} rowKey={(c) => c.id} totalColumn="amount" />
);
