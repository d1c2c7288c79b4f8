// Invoice numbers run per kind and Persian calendar year: 1405-000001, 1405-000002, … The sequence row is
// locked while numbering, so concurrent issues in one year never share a number.
import { and, eq, sql } from 'drizzle-orm';
import { invoiceSequences, invoices, type Invoice } from '../../db/schema';
import { persianYear } from '../../lib/tehran-time';
import type { Tx } from '../../db/client';

export type InvoiceRecordKind = 'pre' | 'final';

export { persianYear };

export const formatInvoiceNumber = (invoice: Pick<Invoice, 'year' | 'number'>) =>
  `${invoice.year}-${String(invoice.number).padStart(6, '0')}`;

/** Issues the order's invoice of this kind, or returns the one already issued. */
export async function issueInvoice(
  tx: Tx,
  orderId: number,
  kind: InvoiceRecordKind,
  now: Date,
): Promise<Invoice> {
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
  if (existing) return existing;
  const year = persianYear(now);
  const [seq] = await tx
    .insert(invoiceSequences)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.kind, invoiceSequences.year],
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  const [invoice] = await tx
    .insert(invoices)
    .values({ orderId, kind, year, number: seq.lastNumber, issuedAt: now })
    .returning();
  return invoice;
}

/** A pre-invoice no longer holds once the order is priced again; the next confirmation issues a new one. */
export async function withdrawPreInvoice(tx: Tx, orderId: number) {
  await tx.delete(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'pre')));
}
