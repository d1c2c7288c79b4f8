// The receivables export: the open instalments and the cheques to deposit, as the page lists them for the same
// filters, in two right-to-left sheets with Persian headers and Persian-calendar dates (lib/xlsx-stream.ts).
import type { Writable } from 'node:stream';
import { escapeCell, writeXlsx, type XlsxCell } from '../../lib/xlsx-stream';
import { chequeDay } from '../cheques/messages';
import { jalaliDate } from '../invoices/pdf-text';
import type { receivablesForStaff } from './admin-list';
import { RECEIVABLES_EXPORT as X } from './messages';

type Receivables = Awaited<ReturnType<typeof receivablesForStaff>>;

const money = (v: string) => Number(v);
const text = (v: string | null) => (v ? escapeCell(v) : null);

export function writeReceivablesWorkbook(data: Receivables, out: Writable) {
  const instalments: XlsxCell[][] = data.open.map((r) => [
    r.order_id,
    r.position,
    escapeCell(r.customer_name),
    text(r.dealer_name),
    text(r.dealer_code),
    escapeCell(r.term_display),
    jalaliDate(new Date(r.due_date)),
    money(r.amount),
    money(r.paid),
    money(r.secured),
    money(r.outstanding),
    r.state_display,
    r.days_overdue || null,
  ]);
  const cheques: XlsxCell[][] = data.cheques_to_deposit.map((c) => [
    c.order_id,
    escapeCell(c.customer_name),
    c.sayad_id,
    escapeCell(c.bank),
    escapeCell(c.drawer_name),
    chequeDay(c.due_date),
    money(c.amount),
    c.status_display,
  ]);
  const columns = (headers: readonly string[], moneyAt: number[]) =>
    headers.map((header, i) => ({
      header,
      width: Math.max(12, header.length + 6),
      money: moneyAt.includes(i),
    }));
  return writeXlsx(
    [
      { name: X.instalmentsSheet, columns: columns(X.instalmentHeaders, [7, 8, 9, 10]), rows: instalments },
      { name: X.chequesSheet, columns: columns(X.chequeHeaders, [6]), rows: cheques },
    ],
    out,
  );
}
