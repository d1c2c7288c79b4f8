// Rule: a receipt photo is stored without its metadata (GPS position, camera, XMP, comments), as catalogue
// images are, so the assigned dealer and staff who open it learn nothing but the receipt; the picture itself is
// untouched (same pixels), a sideways photo still shows upright, and PDFs are stored byte for byte.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { orderItems, orders, products, users } from '../../src/db/schema';
import { seedCatalogue } from '../../src/seed/seed';
import { createTestApp, signedInUser } from '../helpers';
import { tehranDay } from '@sefaresh/shared-api/rules';
import { multipart } from '../image-fixtures';
import { eq } from 'drizzle-orm';

// Node 20.15 has zlib.crc32; the pinned @types/node@20 does not know it yet
const { crc32 } = zlib as unknown as { crc32: (data: Uint8Array) => number };

type Signed = Awaited<ReturnType<typeof signedInUser>>;
let app: FastifyInstance;
let filesDir: string;
let customer: Signed;
let dealer: Signed;
let productId: number;
const tag = randomBytes(4).toString('hex');

beforeAll(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'receipt-metadata-'));
  app = await createTestApp({ files: { kind: 'disk', dir: filesDir } });
  await seedCatalogue(app.database.db);
  [{ id: productId }] = await app.database.db.select({ id: products.id }).from(products).limit(1);
  [customer, dealer] = await Promise.all([signedInUser(app), signedInUser(app)]);
  await app.database.db
    .update(users)
    .set({ isDealer: true, dealerCode: `DM-${tag}` })
    .where(eq(users.id, dealer.user.id));
});
afterAll(async () => {
  await app?.close();
  await fs.rm(filesDir, { recursive: true, force: true });
});

const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '35/1 41/1 2/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '51/1 23/1 9/1',
};
const SECRET = `home-of-${tag}`;

/** The receipts of a new confirmed order of the customer, assigned to the dealer, as the dealer downloads them. */
async function uploadAndFetch(files: { name: string; data: Buffer }[]): Promise<Buffer[]> {
  const db = app.database.db;
  const [order] = await db
    .insert(orders)
    .values({
      customerId: customer.user.id,
      status: 'confirmed',
      quotedTotal: '1000',
      totalWithTax: '1000',
      assignedDealerId: dealer.user.id,
      dealerAssignedAt: new Date(),
    })
    .returning({ id: orders.id });
  await db
    .insert(orderItems)
    .values({ orderId: order.id, productId, requestedQuantity: 1, finalQuantity: 1 });
  const body = multipart(
    files.map((f) => ({ field: 'payment_receipts', ...f })),
    { amount: '1000', paid_on: tehranDay(new Date()) },
  );
  const res = await app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/upload-payment-receipt/`,
    headers: { authorization: `Bearer ${customer.tokens.access}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  const receipts = res.json().uploaded_receipts as { file_url: string }[];
  return Promise.all(
    receipts.map(async (r) => {
      const file = await app.inject({
        method: 'GET',
        url: r.file_url,
        headers: { authorization: `Bearer ${dealer.tokens.access}` },
      });
      expect(file.statusCode).toBe(200);
      return file.rawPayload;
    }),
  );
}

const pixels = (image: Buffer) => sharp(image).raw().toBuffer();
const has = (b: Buffer, text: string) => b.includes(text, 0, 'latin1');

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(
    crc32(Buffer.concat([head.subarray(4), data] as unknown as Uint8Array[]) as unknown as Uint8Array),
    0,
  );
  return Buffer.concat([head, data, crc] as unknown as Uint8Array[]);
}

test('a JPEG photo loses its EXIF (GPS), XMP and comments; pixels and orientation stay', async () => {
  const taken = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#c87828' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', ImageDescription: SECRET }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const segment = (marker: number, text: string) => {
    const b = Buffer.alloc(4 + text.length);
    b.writeUInt16BE(marker, 0);
    b.writeUInt16BE(2 + text.length, 2);
    b.write(text, 4, 'latin1');
    return b;
  };
  // a comment and an XMP packet after the start, and a second picture's EXIF after the end (as MPF stores it)
  const photo = Buffer.concat([
    taken.subarray(0, 2),
    segment(0xfffe, `taken at ${SECRET}`),
    segment(0xffe1, `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${SECRET}</x:xmpmeta>`),
    taken.subarray(2),
    Buffer.from(`\xff\xd8\xff\xe1Exif ${SECRET}`, 'latin1'),
  ] as unknown as Uint8Array[]);
  const before = await sharp(photo).metadata();
  expect(before.exif && has(before.exif, SECRET)).toBe(true);
  const [stored] = await uploadAndFetch([{ name: 'receipt.jpg', data: photo }]);
  const after = await sharp(stored).metadata();
  expect(has(stored, SECRET)).toBe(false);
  expect(has(stored, 'PhoneMaker')).toBe(false);
  expect(after).toMatchObject({ format: 'jpeg', width: 64, height: 32, orientation: 6 });
  expect(after.exif!.length).toBeLessThan(64);
  expect(await pixels(stored)).toEqual(await pixels(photo));
});

test('a PNG loses its text and eXIf chunks; a WebP its EXIF and XMP; pixels stay', async () => {
  const plain = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#2080c0' } })
    .png()
    .toBuffer();
  const end = plain.length - 12; // before IEND
  const png = Buffer.concat([
    plain.subarray(0, end),
    pngChunk('tEXt', Buffer.from(`Comment\0${SECRET}`, 'latin1')),
    pngChunk('eXIf', Buffer.from(`MM\0*${SECRET}`, 'latin1')),
    plain.subarray(end),
  ] as unknown as Uint8Array[]);
  const webp = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#2080c0' } })
    .webp({ lossless: true })
    .withExif({ IFD0: { ImageDescription: SECRET }, IFD3: GPS })
    .toBuffer();
  expect(has(png, SECRET) && has(webp, SECRET)).toBe(true);
  const [storedPng, storedWebp] = await uploadAndFetch([
    { name: 'a.png', data: png },
    { name: 'b.webp', data: webp },
  ]);
  for (const stored of [storedPng, storedWebp]) {
    expect(has(stored, SECRET)).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  }
  expect(await pixels(storedPng)).toEqual(await pixels(png));
  expect(await pixels(storedWebp)).toEqual(await pixels(webp));
});

test('a PDF is stored byte for byte', async () => {
  const pdf = Buffer.from(
    `%PDF-1.4\n% ${SECRET} Exif GPS\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
  const [stored] = await uploadAndFetch([{ name: 'r.pdf', data: pdf }]);
  expect(stored.toString('base64')).toBe(pdf.toString('base64'));
});
