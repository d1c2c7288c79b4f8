// The price list out and in: the export, the preview of an uploaded file, and its application in one transaction
// (all or nothing: the file is checked again inside it, with the named products locked, and any error rolls it
// back), with one activity-log entry carrying the counts.
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { validationFailed, type FieldErrors } from '../../lib/errors';
import type { DbOrTx } from '../../db/client';
import { recordAdminActions } from '../dashboard/admin-log';
import { writePriceList } from './export';
import { PRICE_LIST_MESSAGES as M } from './messages';
import { planImport, type ImportPlan, type ProductWrite } from './plan';
import { readPriceList } from './read-workbook';
import { emitWebhookEvents } from '../webhooks/emit';

const WRITE_BATCH = 500;

function answer(plan: ImportPlan, applied: boolean) {
  const errors = plan.problems.filter((p) => p.level === 'error').length;
  return {
    dry_run: !applied,
    applied,
    counts: {
      rows: plan.total,
      created: plan.creates.length,
      updated: plan.updates.length,
      unchanged: plan.unchanged,
      errors,
      warnings: plan.problems.length - errors,
    },
    rows: plan.rows,
    problems: plan.problems,
  };
}

async function updateProducts(tx: DbOrTx, rows: Array<ProductWrite & { id: number }>, now: Date) {
  for (let i = 0; i < rows.length; i += WRITE_BATCH) {
    const values = sql.join(
      rows
        .slice(i, i + WRITE_BATCH)
        .map(
          (r) =>
            sql`(${r.id}::int, ${r.name}::varchar, ${r.categoryId}::int, ${r.weight}::numeric, ${r.basePrice}::numeric, ${r.taxRate}::numeric, ${r.stock}::int, ${r.isActive}::boolean)`,
        ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${products} set
        name = v.name, category_id = v.category_id, weight = v.weight, base_price = v.base_price,
        tax_rate = v.tax_rate, stock = v.stock, is_active = v.is_active, updated_at = ${now}
      from (values ${values}) as v(id, name, category_id, weight, base_price, tax_rate, stock, is_active)
      where ${products.id} = v.id`);
  }
}

export function createPriceListService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    now: () => clock(),

    exportTo: (out: Writable) => writePriceList(db, out),

    /** What the file would change; nothing is written. */
    async preview(data: Buffer) {
      return answer(await planImport(db, await readPriceList(data)), false);
    },

    /** Applies the file when it has no error (400 with each problem by cell otherwise, nothing changed). */
    async apply(data: Buffer, actorId: number, fileName: string) {
      const file = await readPriceList(data);
      const now = clock();
      const plan = await db.transaction(async (tx) => {
        const planned = await planImport(tx, file, true);
        const errors = planned.problems.filter((p) => p.level === 'error');
        if (errors.length) {
          const details: FieldErrors = {};
          for (const p of errors) (details[p.cell ?? String(p.row)] ??= []).push(p.message);
          throw validationFailed(details, M.hasErrors);
        }
        const changed = planned.updates.map((u) => u.id);
        for (let i = 0; i < planned.creates.length; i += WRITE_BATCH) {
          const created = await tx
            .insert(products)
            .values(
              planned.creates
                .slice(i, i + WRITE_BATCH)
                .map((c) => ({ ...c, createdAt: now, updatedAt: now })),
            )
            .returning({ id: products.id });
          changed.push(...created.map((c) => c.id));
        }
        await updateProducts(tx, planned.updates, now);
        await emitWebhookEvents(tx, 'product.changed', 'product', changed, now);
        await recordAdminActions(
          tx,
          [
            {
              actorId,
              action: 'price_list_imported',
              note: M.logNote(planned.creates.length, planned.updates.length),
              details: {
                file_name: fileName,
                created: planned.creates.length,
                updated: planned.updates.length,
                unchanged: planned.unchanged,
                warnings: planned.problems.length,
              },
            },
          ],
          now,
        );
        return planned;
      });
      return answer(plan, true);
    },
  };
}

export type PriceListService = ReturnType<typeof createPriceListService>;
