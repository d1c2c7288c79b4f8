// The Excel export of the admin order list: a right-to-left sheet with Persian headers, Persian-calendar dates
// as text, Persian status names and amounts as numbers, read and written batch by batch, so memory stays flat
// however many orders there are. Text that a spreadsheet would read as a formula is escaped (formula / CSV
// injection).
import type { Writable } from 'node:stream';
import { invoiceTypeLabel, orderStatusLabel } from '@sefaresh/shared-api/rules';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { orders, users } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { TEHRAN } from '../../../lib/tehran-time';
import { escapeCell, writeXlsx, type XlsxCell } from '../../../lib/xlsx-stream';
import { createAdminOrderFilter } from './list';
import { ADMIN_ORDER_TEXTS, EXPORT_HEADERS } from './messages';
import type { AdminOrderFilters } from './schemas';
import { itemsCount } from '../order-queries';

// 500 rows a batch: a batch lives across the waits for the reader, and smaller ones die young instead of growing
// the old generation (2,000 a batch raised the peak by 170 MB at 200,000 orders, 500 by 20 MB)
const EXPORT_BATCH_SIZE = 500;

const customer = alias(users, 'customer');
const dealer = alias(users, 'dealer');
const pricer = alias(users, 'pricer');

/** One batch of the export (rows with the names the sheet shows). */
function exportBatch(db: Db, where: SQL | undefined, oldest: boolean, limit: number) {
  return db
    .select({
      // only the columns the sheet shows: the export reads every order, so each unused column is garbage to collect
      order: {
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        quotedTotal: orders.quotedTotal,
        totalWithTax: orders.totalWithTax,
        businessInvoiceType: orders.businessInvoiceType,
        completionDate: orders.completionDate,
        customerComment: orders.customerComment,
        quoteVersion: orders.quoteVersion,
      },
      // the cursor keeps the database's microseconds, which a JS Date would lose
      at: sql<string>`${orders.createdAt}::text`,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      dealerName: dealer.name,
      pricedByName: pricer.name,
      itemsCount,
    })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.customerId))
    .leftJoin(dealer, eq(dealer.id, orders.assignedDealerId))
    .leftJoin(pricer, eq(pricer.id, orders.pricedBy))
    .where(where)
    .orderBy(
      ...(oldest ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)]),
    )
    .limit(limit);
}

type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

/** The export's rows, read batch by batch. */
export function createOrderExport({ db, clock }: { db: Db; clock: Clock }) {
  const filterWhere = createAdminOrderFilter({ db, clock });
  return {
    /** The app clock (the export's file name). */
    now: () => clock(),

    /**
     * The export's rows, newest first (oldest first with sort=oldest), read in batches by keyset pagination
     * on (created_at, id) so memory stays flat however many orders there are.
     */
    async *exportBatches(filters: AdminOrderFilters, batchSize = EXPORT_BATCH_SIZE) {
      const where = await filterWhere(filters);
      if (!where) return;
      const oldest = filters.sort === 'oldest';
      let cursor: { at: string; id: number } | null = null;
      for (;;) {
        const after: SQL | undefined = cursor
          ? oldest
            ? sql`(${orders.createdAt}, ${orders.id}) > (${cursor.at}::timestamptz, ${cursor.id})`
            : sql`(${orders.createdAt}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
          : undefined;
        const batch = await exportBatch(db, and(...where, after), oldest, batchSize);
        if (!batch.length) return;
        yield batch;
        if (batch.length < batchSize) return;
        const last = batch[batch.length - 1];
        cursor = { at: last.at, id: last.order.id };
      }
    },
  };
}

const persianDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: TEHRAN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const persianTime = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: TEHRAN,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Persian (Jalali) date and time in Tehran, e.g. ۱۴۰۵/۰۱/۰۱ ۱۱:۳۰. */
export const jalaliDateTime = (at: Date) => `${persianDate.format(at)} ${persianTime.format(at)}`;

const amount = (v: string | null) => (v === null ? null : Number(v));

function exportRow(r: ExportRow): XlsxCell[] {
  const o = r.order;
  return [
    o.id,
    jalaliDateTime(o.createdAt),
    orderStatusLabel(o.status),
    escapeCell(r.customerName),
    escapeCell(r.customerEmail),
    escapeCell(r.customerPhone),
    r.dealerName ? escapeCell(r.dealerName) : null,
    r.pricedByName ? escapeCell(r.pricedByName) : null,
    Number(r.itemsCount),
    amount(o.quotedTotal),
    amount(o.totalWithTax),
    invoiceTypeLabel(o.businessInvoiceType),
    o.completionDate ? jalaliDateTime(o.completionDate) : null,
    escapeCell(o.customerComment),
    // the current quote version; none before the first pricing
    o.quoteVersion > 0 ? o.quoteVersion : null,
  ];
}

const WIDTHS = [12, 20, 24, 24, 30, 16, 20, 20, 12, 20, 22, 12, 20, 50, 14];
const MONEY_COLUMNS = new Set([9, 10]);

async function* exportRows(batches: AsyncIterable<ExportRow[]>) {
  for await (const batch of batches) for (const r of batch) yield exportRow(r);
}

/** Writes the workbook to `stream` (and ends it). */
export function writeOrdersWorkbook(batches: AsyncIterable<ExportRow[]>, stream: Writable) {
  const columns = EXPORT_HEADERS.map((header, i) => ({
    header,
    width: WIDTHS[i],
    money: MONEY_COLUMNS.has(i),
  }));
  return writeXlsx([{ name: ADMIN_ORDER_TEXTS.sheetName, columns, rows: exportRows(batches) }], stream);
}
