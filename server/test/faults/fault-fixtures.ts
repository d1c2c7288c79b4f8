// What the fault lane's scenarios set up and look at in the database and the file store: orders to pay, a
// migration that needs a lock on `orders`, queued SMS and who holds them, an upload cut off half way, and the
// product's own file sweeper run past its grace with what it leaves unnamed.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { MIGRATIONS_DIR } from '../../src/lib/paths';
import { migrateWithRetry } from '../../src/db/migrate';
import { jobLeases, notificationOutbox, orderItems, orders, products } from '../../src/db/schema';
import { createFileStore, type ListedObject } from '../../src/lib/file-store';
import { referencedKeys } from '../../src/modules/files/file-references';
import { SWEPT_PREFIXES, orphanSweepPass } from '../../src/modules/files/orphan-sweep';
import { enqueueNotification } from '../../src/modules/notifications/service';
import type { signedInUser } from '../helpers';
import type { Replica } from './processes';

export type Session = Awaited<ReturnType<typeof signedInUser>>;
const HOUR = 3_600_000;
const url = (app: FastifyInstance) => (app.config.database as { url: string }).url;

/** An order of the customer's, confirmed and waiting for payment. */
export async function confirmedOrder(app: FastifyInstance, customer: Session): Promise<number> {
  const db = app.database.db;
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  const [order] = await db
    .insert(orders)
    .values({
      customerId: customer.user.id,
      status: 'confirmed',
      quotedTotal: '5000000',
      totalWithTax: '5000000',
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({ orderId: order.id, productId: product.id, requestedQuantity: 1 });
  return order.id;
}

/**
 * The committed migrations and one more that adds a column to `orders`, applied by the product's migrator with a
 * short lock timeout; `onPause(attempt)` runs after each attempt that gave its lock back (instead of the pause).
 * Resolves with the number of attempts.
 */
export async function lockingMigration(app: FastifyInstance, onPause: (attempt: number) => Promise<void>) {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'fault-migrations-'));
  await fs.cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as {
    entries: { idx: number; when: number; tag: string; version: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  const tag = '9999_fault_lane_probe';
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
  await fs.writeFile(journalFile, JSON.stringify(journal));
  await fs.writeFile(
    path.join(folder, `${tag}.sql`),
    'ALTER TABLE "orders" ADD COLUMN "fault_lane_probe" integer;',
  );
  const pool = new pg.Pool({ connectionString: url(app), max: 1 });
  const client = await pool.connect();
  let attempt = 0;
  try {
    return await migrateWithRetry(client, {
      migrationsFolder: folder,
      retry: { lockTimeoutMs: 300, firstPauseMs: 1, maxPauseMs: 1, giveUpAfterMs: 120_000 },
      sleep: () => onPause(++attempt),
    });
  } finally {
    client.release();
    await pool.end();
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** Queues `n` SMS to different numbers (the commit wakes every replica); returns their texts. */
export async function enqueueSms(app: FastifyInstance, n: number): Promise<string[]> {
  const tag = randomBytes(3).toString('hex');
  const bodies = Array.from({ length: n }, (_, i) => `پیام خطا ${tag} ${i}`);
  await app.database.db.transaction(async (tx) => {
    for (const [i, body] of bodies.entries())
      await enqueueNotification(
        tx,
        {
          channel: 'sms',
          kind: 'order_confirmed',
          recipient: `0913${tag.slice(0, 4)}${i}00`.slice(0, 11),
          body,
        },
        new Date(),
      );
  });
  return bodies;
}

/** How many unsent messages the replica with this process id holds. */
export async function claimedBy(app: FastifyInstance, pid: number): Promise<number> {
  const rows = await app.database.db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(and(like(notificationOutbox.claimedBy, `%:${pid}:%`), isNull(notificationOutbox.sentAt)));
  return rows.length;
}

/** How many of these messages are not sent yet. */
export async function unsent(app: FastifyInstance, bodies: string[]): Promise<number> {
  const rows = await app.database.db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(and(inArray(notificationOutbox.body, bodies), isNull(notificationOutbox.sentAt)));
  return rows.length;
}

/** A receipt upload to the replica that sends its first bytes and stops; resolves once the store has its part file. */
export async function halfUpload(
  app: FastifyInstance,
  replica: Replica,
  customer: Session,
  filesDir: string,
) {
  const orderId = await confirmedOrder(app, customer);
  const boundary = `----half${randomBytes(6).toString('hex')}`;
  const target = new URL(`${replica.base}/api/orders/${orderId}/upload-payment-receipt/`);
  const req = http.request(target, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${customer.tokens.access}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(5 * 1024 * 1024),
    },
  });
  req.on('error', () => undefined); // the replica dies under it
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="payment_receipts"; filename="big.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  // the first half of a large photo (noise does not compress): a sound beginning the store keeps writing
  const photo = await sharp(randomBytes(600 * 600 * 3), { raw: { width: 600, height: 600, channels: 3 } })
    .png()
    .toBuffer();
  req.write(new Uint8Array(photo.subarray(0, photo.length >> 1)));
  const folder = path.join(filesDir, 'receipts', String(orderId));
  for (let i = 0; ; i++) {
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    if (names.some((n) => n.endsWith('.part'))) return req;
    if (i > 400) throw new Error('the upload never reached the store');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The product's sweeper run a day past now on the store's folder; then every stored file no row names. */
export async function sweepFiles(app: FastifyInstance, filesDir: string) {
  const store = await createFileStore({ kind: 'disk', dir: filesDir });
  const db = app.database.db;
  await db.delete(jobLeases).where(eq(jobLeases.name, 'file-sweep')); // an earlier scenario's sweep let go
  const result = await orphanSweepPass(
    db,
    store,
    { orphanGraceMs: 24 * HOUR, sweepEveryMs: HOUR },
    new Date(Date.now() + 25 * HOUR),
  );
  const left: ListedObject[] = [];
  for (const prefix of SWEPT_PREFIXES) for await (const o of store.list(prefix)) left.push(o);
  const named = await referencedKeys(
    db,
    left.map((o) => o.key),
  );
  const parts = (await fs.readdir(filesDir, { recursive: true })).filter((n) => n.endsWith('.part'));
  return { ...result, unnamed: [...left.map((o) => o.key).filter((k) => !named.has(k)), ...parts] };
}
