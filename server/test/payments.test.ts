// Payment receipts through HTTP into the real database: list, upload (multipart), delete, file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, RECEIPT_UPLOAD, tehranDay, transitionRefusal } from '@sefaresh/shared-api/rules';
import {
  orderEvents,
  orderItems,
  orders,
  paymentReceipts,
  products,
  users,
  type OrderStatus,
} from '../src/db/schema';
import { seedCatalogue } from '../src/seed/seed';
import { SERVER_MESSAGES } from '../src/lib/errors';
import { RECEIPT_TEXTS } from '../src/modules/payments/messages';
import { listReceiptViews } from '../src/modules/payments/service';
import { carryReceiptsToStore } from '../src/modules/payments/stored-receipts';
import { createTestApp, signedInUser } from './helpers';

let app: FastifyInstance;
const tag = randomBytes(4).toString('hex');
const db = () => app.database.db;

type Signed = Awaited<ReturnType<typeof signedInUser>>;
let customerA: Signed;
let customerB: Signed;
let staff: Signed;
let superuser: Signed;
let dealer: Signed;
let otherDealer: Signed;
let productId: number;

beforeAll(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'payments-files-'));
  app = await createTestApp({ files: { kind: 'disk', dir: filesDir } });
  await app.ready();
  await seedCatalogue(app.database.db);
  const [product] = await db().select({ id: products.id }).from(products).limit(1);
  productId = product.id;
  [customerA, customerB, staff, superuser, dealer, otherDealer] = await Promise.all(
    Array.from({ length: 6 }, () => signedInUser(app, { name: 'مشتری رسید' })),
  );
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  await db().update(users).set({ isSuperuser: true }).where(eq(users.id, superuser.user.id));
  await db()
    .update(users)
    .set({ isDealer: true, dealerCode: `DP-${tag}` })
    .where(eq(users.id, dealer.user.id));
  await db()
    .update(users)
    .set({ isDealer: true, dealerCode: `DQ-${tag}` })
    .where(eq(users.id, otherDealer.user.id));
}, 120_000);
afterAll(async () => {
  await app.close();
  await fs.rm(filesDir, { recursive: true, force: true });
});

const auth = (who?: Signed) => (who ? { authorization: `Bearer ${who.tokens.access}` } : {});

/** An order of customer A (unless told) in the given status, assigned to `dealer`, with one item. */
async function orderIn(status: OrderStatus, customer: Signed = customerA): Promise<number> {
  const [order] = await db()
    .insert(orders)
    .values({
      customerId: customer.user.id,
      status,
      quotedTotal: '37000000',
      totalWithTax: '37000000',
      assignedDealerId: dealer.user.id,
      dealerAssignedAt: new Date(),
    })
    .returning({ id: orders.id });
  await db()
    .insert(orderItems)
    .values({ orderId: order.id, productId, requestedQuantity: 2, finalQuantity: 2 });
  return order.id;
}

// ---- file contents ----
// (Buffer.concat and Buffer.compare are avoided: with this @types/node, Buffer does not type-check as the
// Uint8Array<ArrayBufferLike> they take.)
function concat(parts: Buffer[]): Buffer {
  const out = Buffer.alloc(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
const sameBytes = (a: Buffer, b: Buffer) =>
  a.length === b.length && a.toString('base64') === b.toString('base64');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const JPEG = concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  randomBytes(64),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = concat([Buffer.from('GIF89a', 'latin1'), randomBytes(32)]);
const WEBP = concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 ', 'latin1'),
  randomBytes(32),
]);
const EXE = concat([
  Buffer.from('MZ', 'latin1'),
  Buffer.alloc(62),
  Buffer.from('PE\0\0', 'latin1'),
  randomBytes(64),
]);
/** A buffer of `size` bytes that begins like a PNG. */
const pngOfSize = (size: number) => {
  const b = Buffer.alloc(size, 7);
  b.set(PNG.subarray(0, Math.min(PNG.length, size)), 0);
  return b;
};

interface Part {
  name: string;
  data: Buffer;
  type?: string;
  field?: string;
}

/** A multipart/form-data body built by hand: files and plain fields. */
function multipart(files: Part[], fields: Record<string, string> = {}) {
  const boundary = `----sefaresh${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        'utf8',
      ),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'payment_receipts'}"; ` +
          `filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A file of the same kind with bytes of its own (the same bytes twice are one file uploaded twice). */
const unique = (data: Buffer) => concat([data, randomBytes(16)]);

/** What every upload carries besides its files: the amount paid and the day (today in Tehran). */
const PAYMENT = { amount: '1000000', paid_on: tehranDay(new Date()) };

function upload(
  orderId: number,
  who: Signed | undefined,
  files: Part[],
  fields: Record<string, string> = PAYMENT,
) {
  const body = multipart(files, fields);
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/upload-payment-receipt/`,
    headers: { ...auth(who), 'content-type': body.contentType },
    payload: body.payload,
  });
}
const list = (orderId: number, who?: Signed) =>
  app.inject({ method: 'GET', url: `/api/orders/${orderId}/payment-receipts/`, headers: auth(who) });
const fileOf = (orderId: number, receiptId: number, who?: Signed, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/payment-receipts/${receiptId}/file/${query}`,
    headers: auth(who),
  });
const remove = (orderId: number, receiptId: number, who?: Signed) =>
  app.inject({
    method: 'DELETE',
    url: `/api/orders/${orderId}/delete-payment-receipt/${receiptId}/`,
    headers: auth(who),
  });

/** The file store's folder for this file's app, and what it holds for one order (temporary parts included). */
let filesDir: string;
const storedNames = (orderId: number) =>
  fs.readdir(path.join(filesDir, 'receipts', String(orderId))).catch(() => [] as string[]);
/** The bytes of a receipt as the file store holds them. */
async function storedBytes(row: { storageKey: string | null }): Promise<Buffer> {
  const object = await app.services.files.get(row.storageKey!);
  const chunks: Uint8Array[] = [];
  for await (const chunk of object!.body) chunks.push(chunk as Uint8Array);
  return Buffer.concat(chunks);
}
async function receiptRows(orderId: number) {
  return db()
    .select()
    .from(paymentReceipts)
    .where(eq(paymentReceipts.orderId, orderId))
    .orderBy(asc(paymentReceipts.id));
}
async function statusOf(orderId: number) {
  const [o] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return o.status;
}
async function eventsOf(orderId: number) {
  return db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}
/** A refused upload wrote nothing: no receipt, no event, the status unchanged. */
async function expectNothingWritten(orderId: number, status: OrderStatus = 'confirmed') {
  expect(await receiptRows(orderId)).toHaveLength(0);
  expect(await storedNames(orderId)).toEqual([]);
  expect(await eventsOf(orderId)).toHaveLength(0);
  expect(await statusOf(orderId)).toBe(status);
}
/** A receipt row written directly (for delete and access tests). */
async function insertReceipt(orderId: number, fields: Partial<typeof paymentReceipts.$inferInsert> = {}) {
  const [row] = await db()
    .insert(paymentReceipts)
    .values({
      orderId,
      fileName: 'receipt.png',
      fileType: 'image',
      mimeType: 'image/png',
      fileSize: PNG.length,
      content: PNG,
      uploadedBy: customerA.user.id,
      ...fields,
    })
    .returning({ id: paymentReceipts.id });
  return row.id;
}

describe('POST /api/orders/{id}/upload-payment-receipt/', () => {
  test('a PNG and a PDF: 201, rows with the bytes, order payment_uploaded, event written', async () => {
    const id = await orderIn('confirmed');
    const res = await upload(id, customerA, [
      { name: 'رسید بانک.png', data: PNG, type: 'image/png' },
      { name: 'receipt.pdf', data: PDF, type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('رسید پرداخت با موفقیت بارگذاری شد');
    expect(body.warnings).toEqual([]);
    expect(body.uploaded_receipts).toHaveLength(2);
    const [png, pdf] = body.uploaded_receipts;
    expect(png).toEqual({
      id: expect.any(Number),
      file_type: 'image',
      file_name: 'رسید بانک.png',
      file_size: PNG.length,
      file_url: `/api/orders/${id}/payment-receipts/${png.id}/file/`,
      download_url: `/api/orders/${id}/payment-receipts/${png.id}/file/?download=1`,
      uploaded_at: expect.any(String),
      uploaded_by: 'مشتری رسید',
      is_verified: false,
      admin_notes: '',
      amount: PAYMENT.amount,
      tracking_number: null,
      paid_on: PAYMENT.paid_on,
      instalment_id: null, // an order made confirmed in the database has no schedule
      status: 'pending',
      status_display: 'در انتظار بررسی',
      verified_amount: null,
      rejection_reason: '',
      reviewed_at: null,
      duplicate_of: null,
    });
    expect(new Date(png.uploaded_at).toISOString()).toBe(png.uploaded_at);
    // the pages of one payment: its amount counts once, on the first
    expect(pdf).toMatchObject({
      file_type: 'pdf',
      file_name: 'receipt.pdf',
      file_size: PDF.length,
      amount: null,
    });

    const rows = await receiptRows(id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      mimeType: 'image/png',
      fileType: 'image',
      uploadedBy: customerA.user.id,
    });
    expect(rows[0].content).toBeNull();
    expect(rows[0].storageKey).toMatch(new RegExp(`^receipts/${id}/[0-9a-f-]{36}$`));
    expect(sameBytes(await storedBytes(rows[0]), PNG)).toBe(true);
    expect(rows[1]).toMatchObject({ mimeType: 'application/pdf', fileType: 'pdf' });
    expect(sameBytes(await storedBytes(rows[1]), PDF)).toBe(true);

    expect(await statusOf(id)).toBe('payment_uploaded');
    const events = await eventsOf(id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: customerA.user.id,
      fromStatus: 'confirmed',
      toStatus: 'payment_uploaded',
      note: 'بارگذاری ۲ رسید پرداخت',
    });

    // listReceiptViews (embedded by the order detail) gives the same views, metadata only
    const views = await listReceiptViews(db(), id);
    expect(views).toEqual(body.uploaded_receipts);
    expect(views[0]).not.toHaveProperty('content');
  });

  test('JPEG, GIF and WebP by content; the declared content type does not count', async () => {
    const id = await orderIn('confirmed');
    const res = await upload(id, customerA, [
      { name: 'a.jpeg', data: JPEG, type: 'application/octet-stream' },
      { name: 'b.gif', data: GIF, type: 'text/plain' },
      { name: 'c.webp', data: WEBP },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toEqual([]);
    const rows = await receiptRows(id);
    expect(rows.map((r) => [r.fileName, r.mimeType, r.fileType])).toEqual([
      ['a.jpeg', 'image/jpeg', 'image'],
      ['b.gif', 'image/gif', 'image'],
      ['c.webp', 'image/webp', 'image'],
    ]);
    expect((await eventsOf(id))[0].note).toBe('بارگذاری ۳ رسید پرداخت');
  });

  test('a PNG named .jpg is stored as PNG with a warning', async () => {
    const id = await orderIn('confirmed');
    const res = await upload(id, customerA, [{ name: 'scan.jpg', data: PNG, type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toEqual([
      'پسوند فایل «scan.jpg» با محتوای آن همخوانی ندارد؛ به‌عنوان PNG ذخیره شد',
    ]);
    expect(res.json().uploaded_receipts[0].file_name).toBe('scan.png');
    const [row] = await receiptRows(id);
    expect(row.mimeType).toBe('image/png');
  });

  test('the file name is cleaned: base name only, no control or bidi characters, at most 255', async () => {
    const id = await orderIn('confirmed');
    const long = `${'ر'.repeat(300)}.pdf`;
    const res = await upload(id, customerA, [
      { name: '../../tmp/رسید\u0007\u202Eپرداخت.png', data: unique(PNG) },
      { name: long, data: unique(PDF) },
      { name: 'بدون‌پسوند', data: unique(PDF) },
    ]);
    expect(res.statusCode).toBe(201);
    const names = res.json().uploaded_receipts.map((r: { file_name: string }) => r.file_name);
    expect(names[0]).toBe('رسیدپرداخت.png');
    expect(Array.from(names[1] as string)).toHaveLength(255);
    expect(names[1].endsWith('.pdf')).toBe(true);
    expect(names[2]).toBe('بدون‌پسوند.pdf');
  });

  test('a renamed executable (MZ header, receipt.jpg) is refused; nothing written', async () => {
    const id = await orderIn('confirmed');
    const res = await upload(id, customerA, [{ name: 'receipt.jpg', data: EXE, type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: MESSAGES.receiptBadType,
      details: { payment_receipts: ['فایل «receipt.jpg» تصویر یا PDF معتبر نیست'] },
    });
    await expectNothingWritten(id);
  });

  test('one bad file among good ones: the whole upload is refused, nothing written', async () => {
    const id = await orderIn('confirmed');
    const res = await upload(id, customerA, [
      { name: 'ok.png', data: PNG },
      { name: 'notes.txt', data: Buffer.from('hello receipt') },
      { name: 'ok.pdf', data: PDF },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.payment_receipts).toEqual(['فایل «notes.txt» تصویر یا PDF معتبر نیست']);
    await expectNothingWritten(id);
  });

  test('a file of 15 MB + 1 byte → 413, nothing written; exactly 15 MB is accepted', async () => {
    const id = await orderIn('confirmed');
    let res = await upload(id, customerA, [
      { name: 'small.png', data: PNG },
      { name: 'big.png', data: pngOfSize(RECEIPT_UPLOAD.maxBytes + 1) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('حجم فایل نباید بیش از ۱۵ مگابایت باشد');
    expect(res.json().details).toEqual({ payment_receipts: ['حجم فایل «big.png» بیش از ۱۵ مگابایت است'] });
    await expectNothingWritten(id);

    const exact = pngOfSize(RECEIPT_UPLOAD.maxBytes);
    res = await upload(id, customerA, [{ name: 'exact.png', data: exact }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().uploaded_receipts[0].file_size).toBe(15 * 1024 * 1024);
    const [row] = await receiptRows(id);
    expect(row.fileSize).toBe(RECEIPT_UPLOAD.maxBytes);
    expect(sameBytes(await storedBytes(row), exact)).toBe(true);
    const served = await fileOf(id, row.id, customerA);
    expect(served.rawPayload.length).toBe(RECEIPT_UPLOAD.maxBytes);
  }, 60_000);

  test('11 files → 400, nothing written; 10 files are accepted', async () => {
    const id = await orderIn('confirmed');
    const files = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `r${i}.png`, data: unique(PNG) }));
    let res = await upload(id, customerA, files(11));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('حداکثر ۱۰ فایل در هر بار قابل بارگذاری است');
    await expectNothingWritten(id);

    res = await upload(id, customerA, files(10));
    expect(res.statusCode).toBe(201);
    expect(res.json().uploaded_receipts).toHaveLength(10);
    expect((await eventsOf(id))[0].note).toBe('بارگذاری ۱۰ رسید پرداخت');
  });

  test('an empty file → 400 naming it; nothing written', async () => {
    const id = await orderIn('confirmed');
    const res = await upload(id, customerA, [
      { name: 'ok.png', data: PNG },
      { name: 'empty.pdf', data: Buffer.alloc(0) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'فایل «empty.pdf» خالی است',
      details: { payment_receipts: ['فایل «empty.pdf» خالی است'] },
    });
    await expectNothingWritten(id);
  });

  test('no file (only a text field, another field name, or not multipart) → 400; nothing written', async () => {
    const id = await orderIn('confirmed');
    const expected = {
      error: MESSAGES.receiptRequired,
      details: { payment_receipts: [MESSAGES.receiptRequired] },
    };
    let res = await upload(id, customerA, [], { note: 'بدون فایل' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    res = await upload(id, customerA, [{ name: 'a.png', data: PNG, field: 'other' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    res = await app.inject({
      method: 'POST',
      url: `/api/orders/${id}/upload-payment-receipt/`,
      headers: auth(customerA),
      payload: { payment_receipts: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    await expectNothingWritten(id);
  });

  test('only the order’s customer: B, staff, superuser, dealers 403; anonymous 401; unknown order 404', async () => {
    const id = await orderIn('confirmed');
    const files = [{ name: 'a.png', data: PNG }];
    for (const who of [customerB, staff, superuser, dealer, otherDealer]) {
      const res = await upload(id, who, files);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: MESSAGES.orderForbidden });
    }
    const anon = await upload(id, undefined, files);
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ error: SERVER_MESSAGES.unauthorized });
    const none = await upload(999_999_999, customerA, files);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: MESSAGES.orderNotFound });
    await expectNothingWritten(id);
  });

  test.each(['pending_pricing', 'waiting_customer_approval', 'cancelled'] as const)(
    'upload while %s → 409; nothing written',
    async (status) => {
      const id = await orderIn(status);
      const res = await upload(id, customerA, [{ name: 'a.png', data: PNG }]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: transitionRefusal('upload_receipt', status) });
      await expectNothingWritten(id, status);
    },
  );

  test.each(['payment_uploaded', 'completed'] as const)(
    'a later payment while %s pays an instalment and leaves the order where it is',
    async (status) => {
      const id = await orderIn(status);
      const res = await upload(id, customerA, [{ name: 'later.png', data: PNG }]);
      expect(res.statusCode).toBe(201);
      expect(res.json().uploaded_receipts[0]).toMatchObject({ amount: PAYMENT.amount, status: 'pending' });
      const [o] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, id));
      expect(o.status).toBe(status);
    },
  );

  test('after verify-payment false (back to confirmed) the customer may upload again', async () => {
    const id = await orderIn('confirmed');
    await insertReceipt(id, { adminNotes: 'مبلغ ناقص است', reviewedAt: new Date() });
    const res = await upload(id, customerA, [{ name: 'again.pdf', data: PDF }]);
    expect(res.statusCode).toBe(201);
    const listed = await list(id, customerA);
    expect(listed.json().receipts.map((r: { file_name: string }) => r.file_name)).toEqual([
      'receipt.png',
      'again.pdf',
    ]);
  });
});

describe('GET /api/orders/{id}/payment-receipts/', () => {
  test('its customer, staff, superuser and the assigned dealer see the receipts, oldest first', async () => {
    const id = await orderIn('confirmed');
    const up = await upload(id, customerA, [
      { name: 'one.png', data: unique(PNG) },
      { name: 'two.pdf', data: unique(PDF) },
    ]);
    expect(up.statusCode).toBe(201);
    for (const who of [customerA, staff, superuser, dealer]) {
      const res = await list(id, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ receipts: up.json().uploaded_receipts });
    }
    const empty = await orderIn('confirmed');
    expect((await list(empty, customerA)).json()).toEqual({ receipts: [] });
  });

  test('B and another dealer 403, anonymous 401, unknown order 404, bad id 400', async () => {
    const id = await orderIn('payment_uploaded');
    await insertReceipt(id);
    for (const who of [customerB, otherDealer]) {
      const res = await list(id, who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: MESSAGES.orderForbidden });
    }
    expect((await list(id)).statusCode).toBe(401);
    const none = await list(999_999_999, customerA);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: MESSAGES.orderNotFound });
    const bad = await app.inject({
      method: 'GET',
      url: '/api/orders/abc/payment-receipts/',
      headers: auth(customerA),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/orders/{id}/payment-receipts/{receiptId}/file/', () => {
  test('the exact bytes with the stored content type, inline or as an attachment', async () => {
    const id = await orderIn('confirmed');
    const up = await upload(id, customerA, [
      { name: 'رسید.png', data: PNG },
      { name: 'receipt.pdf', data: PDF },
    ]);
    const [png, pdf] = up.json().uploaded_receipts as {
      id: number;
      file_url: string;
      download_url: string;
    }[];

    let res = await app.inject({ method: 'GET', url: png.file_url, headers: auth(customerA) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(sameBytes(res.rawPayload, PNG)).toBe(true);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="receipt-${png.id}.png"; filename*=UTF-8''${encodeURIComponent('رسید.png')}`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    res = await app.inject({ method: 'GET', url: pdf.download_url, headers: auth(customerA) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(sameBytes(res.rawPayload, PDF)).toBe(true);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="receipt.pdf"; filename*=UTF-8''receipt.pdf`,
    );

    for (const who of [staff, superuser, dealer]) {
      res = await fileOf(id, png.id, who);
      expect(res.statusCode).toBe(200);
      expect(sameBytes(res.rawPayload, PNG)).toBe(true);
    }
  });

  test('B and another dealer 403, anonymous 401, a receipt of another order 404', async () => {
    const id = await orderIn('payment_uploaded');
    const rid = await insertReceipt(id);
    for (const who of [customerB, otherDealer]) {
      const res = await fileOf(id, rid, who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: MESSAGES.orderForbidden });
    }
    expect((await fileOf(id, rid)).statusCode).toBe(401);

    // B's own order cannot be used to reach A's receipt
    const ofB = await orderIn('confirmed', customerB);
    const res = await fileOf(ofB, rid, customerB);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: RECEIPT_TEXTS.notFound });
    expect((await fileOf(id, 999_999_999, customerA)).statusCode).toBe(404);
  });
});

describe('DELETE /api/orders/{id}/delete-payment-receipt/{receiptId}/', () => {
  test('confirmed, unverified: 204, row gone, event with the status unchanged', async () => {
    const id = await orderIn('confirmed');
    const keep = await insertReceipt(id, { fileName: 'keep.png' });
    const rid = await insertReceipt(id, { fileName: 'old-receipt.png' });
    const res = await remove(id, rid, customerA);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await receiptRows(id)).map((r) => r.id)).toEqual([keep]);
    expect(await statusOf(id)).toBe('confirmed');
    const events = await eventsOf(id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: customerA.user.id,
      fromStatus: 'confirmed',
      toStatus: 'confirmed',
      note: 'حذف رسید پرداخت «old-receipt.png»',
    });
    // deleting it again: gone
    const again = await remove(id, rid, customerA);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'رسید پرداخت یافت نشد' });
  });

  test('a verified receipt → 409; nothing changes', async () => {
    const id = await orderIn('confirmed');
    const rid = await insertReceipt(id, { reviewStatus: 'verified' });
    const res = await remove(id, rid, customerA);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'رسید تأییدشده قابل حذف نیست' });
    expect(await receiptRows(id)).toHaveLength(1);
    expect(await eventsOf(id)).toHaveLength(0);
  });

  test.each(['payment_uploaded', 'completed', 'pending_pricing'] as const)(
    'while %s → 409; nothing changes',
    async (status) => {
      const id = await orderIn(status);
      const rid = await insertReceipt(id);
      const res = await remove(id, rid, customerA);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: transitionRefusal('delete_receipt', status) });
      expect(await receiptRows(id)).toHaveLength(1);
      expect(await statusOf(id)).toBe(status);
      expect(await eventsOf(id)).toHaveLength(0);
    },
  );

  test('a receipt of another order → 404; others 403; anonymous 401', async () => {
    const id = await orderIn('confirmed');
    const other = await orderIn('confirmed');
    const ridOther = await insertReceipt(other);
    const res = await remove(id, ridOther, customerA);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'رسید پرداخت یافت نشد' });

    const rid = await insertReceipt(id);
    for (const who of [customerB, staff, dealer, otherDealer]) {
      const r = await remove(id, rid, who);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({ error: MESSAGES.orderForbidden });
    }
    expect((await remove(id, rid)).statusCode).toBe(401);
    expect((await remove(999_999_999, rid, customerA)).statusCode).toBe(404);
    const [{ n }] = await db()
      .select({ n: count() })
      .from(paymentReceipts)
      .where(and(eq(paymentReceipts.orderId, id), eq(paymentReceipts.id, rid)));
    expect(n).toBe(1);
    expect(await receiptRows(other)).toHaveLength(1);
  });
});

describe('receipts held as bytes in the database (before the file store)', () => {
  test('are served as they are, and the start-up step moves them into the store once', async () => {
    const id = await orderIn('payment_uploaded');
    const [row] = await db()
      .insert(paymentReceipts)
      .values({
        orderId: id,
        fileName: 'old.pdf',
        fileType: 'pdf',
        mimeType: 'application/pdf',
        fileSize: PDF.length,
        content: PDF,
      })
      .returning();
    const before = await fileOf(id, row.id, customerA);
    expect(before.statusCode).toBe(200);
    expect(sameBytes(before.rawPayload, PDF)).toBe(true);

    expect(await carryReceiptsToStore(db(), app.services.files)).toBeGreaterThanOrEqual(1);
    const [moved] = await db().select().from(paymentReceipts).where(eq(paymentReceipts.id, row.id));
    expect(moved.content).toBeNull();
    expect(moved.storageKey).toBe(`receipts/${id}/db-${row.id}`);
    expect(sameBytes(await storedBytes(moved), PDF)).toBe(true);
    expect(await carryReceiptsToStore(db(), app.services.files)).toBe(0);

    const after = await fileOf(id, row.id, customerA);
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toBe('application/pdf');
    expect(sameBytes(after.rawPayload, PDF)).toBe(true);
    // still only for those who may see the order
    expect((await fileOf(id, row.id, customerB)).statusCode).toBe(403);
  });
});

test('deleting a receipt removes its file from the store', async () => {
  const id = await orderIn('confirmed');
  const res = await upload(id, customerA, [{ name: 'r.png', data: PNG }]);
  expect(res.statusCode).toBe(201);
  const [row] = await receiptRows(id);
  expect(await storedNames(id)).toHaveLength(2); // the file and its content type
  // back to confirmed, as after a refused payment, so the customer may delete it
  await db().update(orders).set({ status: 'confirmed' }).where(eq(orders.id, id));
  expect((await remove(id, row.id, customerA)).statusCode).toBe(204);
  expect(await storedNames(id)).toEqual([]);
  expect(await app.services.files.exists(row.storageKey!)).toBe(false);
});

test('a receipt staff rejected (verify-payment false) is deleted by its customer, and the same file may be sent again', async () => {
  const id = await orderIn('confirmed');
  const file = unique(PNG);
  expect((await upload(id, customerA, [{ name: 'r.png', data: file }])).statusCode).toBe(201);
  const refused = await app.inject({
    method: 'POST',
    url: `/api/orders/${id}/verify-payment/`,
    headers: auth(staff),
    payload: { payment_verified: false, payment_notes: 'مبلغ کم است' },
  });
  expect(refused.statusCode).toBe(200);
  const [row] = await receiptRows(id);
  const removed = await remove(id, row.id, customerA);
  expect(removed.body).toBe('');
  expect(removed.statusCode).toBe(204);
  expect((await upload(id, customerA, [{ name: 'again.png', data: file }])).statusCode).toBe(201);
});
