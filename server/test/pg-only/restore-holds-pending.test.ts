// A restored backup does not resend what the old system had pending: scripts/backup.mjs dumps a database with a
// sent and an unsent message, scripts/restore.mjs restores it into a new database, and there the unsent one is held
// (held_at), the sent one untouched; an API on the restored database sends nothing by itself and shows the held
// message to staff. PostgreSQL only (pg_dump / pg_restore).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { notificationOutbox } from '../../src/db/schema';
import { REPO_ROOT } from '../../src/lib/paths';
import { enqueueNotification } from '../../src/modules/notifications/service';
import { fakeMailer } from '../fake-providers';
import { createTestApp } from '../helpers';

type Restore = (dir: string, to: { databaseUrl: string; dataDir: string }) => { held: number };
type Backup = (out: string, from: { databaseUrl: string; dataDir: string }) => string;
const scripts = path.join(REPO_ROOT, 'scripts');
const work = mkdtempSync(path.join(os.tmpdir(), 'sefaresh-restore-held-'));
let original: FastifyInstance;
let restored: FastifyInstance | null = null;
let restoredUrl: URL;

beforeAll(async () => {
  original = await createTestApp();
  await original.ready();
  expect(original.database.kind).toBe('postgres');
}, 180_000);
afterAll(async () => {
  await restored?.close();
  await original?.close();
  if (restoredUrl) {
    const admin = new URL(restoredUrl.href);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${restoredUrl.pathname.slice(1)}" WITH (FORCE)`);
    await client.end();
  }
  rmSync(work, { recursive: true, force: true });
});

test('the unsent messages of a restored backup are held, not sent; staff see them', async () => {
  const tag = randomBytes(3).toString('hex');
  const db = original.database.db;
  const queue = (recipient: string) =>
    db.transaction((tx) =>
      enqueueNotification(
        tx,
        { channel: 'email', kind: 'order_confirmed', recipient, subject: tag, body: `متن ${tag}` },
        new Date(),
      ),
    );
  await queue(`sent.${tag}@example.com`);
  await db
    .update(notificationOutbox)
    .set({ sentAt: new Date() })
    .where(eq(notificationOutbox.recipient, `sent.${tag}@example.com`));
  await queue(`pending.${tag}@example.com`);

  const { url } = original.config.database as { url: string };
  const { backup } = (await import(pathToFileURL(path.join(scripts, 'backup.mjs')).href)) as {
    backup: Backup;
  };
  const { restore } = (await import(pathToFileURL(path.join(scripts, 'restore.mjs')).href)) as {
    restore: Restore;
  };
  const dir = backup(path.join(work, 'backups'), { databaseUrl: url, dataDir: path.join(work, 'old') });
  restoredUrl = new URL(url);
  restoredUrl.pathname = `${restoredUrl.pathname}_restored`;
  const { held } = restore(dir, { databaseUrl: restoredUrl.href, dataDir: path.join(work, 'new') });
  expect(held).toBeGreaterThanOrEqual(1);

  restored = await createTestApp({ database: { kind: 'postgres', url: restoredUrl.href } });
  await restored.ready();
  const rows = await restored.database.db.select().from(notificationOutbox);
  const pending = rows.find((r) => r.recipient === `pending.${tag}@example.com`)!;
  const sent = rows.find((r) => r.recipient === `sent.${tag}@example.com`)!;
  expect(pending.heldAt).not.toBeNull();
  expect(pending.sentAt).toBeNull();
  expect(sent.heldAt).toBeNull();
  // nothing unsent is left for a worker to take
  expect(rows.filter((r) => !r.sentAt && !r.heldAt && !r.discardedAt)).toEqual([]);

  const mail = fakeMailer();
  const { createNotificationService } = await import('../../src/modules/notifications/service');
  const worker = createNotificationService({
    db: restored.database.db,
    mailer: mail.mailer,
    sms: { kind: 'log', send: async () => undefined },
    config: restored.config.notify,
    clock: () => new Date(Date.now() + 86_400_000),
    log: { error: () => undefined, warn: () => undefined },
  });
  expect(await worker.flush()).toEqual({ sent: 0, failed: 0, unknown: 0 });
  expect(mail.sent).toEqual([]);
  const list = await restored.services.failedNotifications.list({ page_size: 100 });
  expect(list.results.find((r) => r.id === pending.id)).toMatchObject({ held: true });
}, 180_000);
