// The demo catalogue's drawings go through the upload path when seeded with a file store (npm start): every
// product and announcement image is a content-addressed WebP with a thumbnail, served like an upload.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { announcementImages, productImages } from '../src/db/schema';
import { seedCatalogue } from '../src/seed/seed';
import { PRODUCTS } from '../src/seed/catalogue-data';
import { createTestApp } from './helpers';

let app: FastifyInstance;
let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-images-'));
  app = await createTestApp({ files: { kind: 'disk', dir } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await fs.rm(dir, { recursive: true, force: true });
});

test('seeded with a store, the drawings are WebP files served immutable', async () => {
  await seedCatalogue(app.database.db, undefined, new Date(), app.services.files);
  const rows = await app.database.db.select().from(productImages);
  expect(rows.length).toBeGreaterThanOrEqual(PRODUCTS.length);
  for (const r of rows) {
    expect(r.image).toMatch(/^images\/[0-9a-f]{64}\.webp$/);
    expect(r.thumbnail).toMatch(/^images\/[0-9a-f]{64}\.webp$/);
  }
  expect(
    await app.database.db.select().from(announcementImages).where(isNull(announcementImages.thumbnail)),
  ).toEqual([]);
  const page = (await app.inject({ method: 'GET', url: '/api/products/?limit=1' })).json() as {
    results: { primary_image_url: string; thumbnail_url: string }[];
  };
  const served = await app.inject({ method: 'GET', url: page.results[0].primary_image_url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['cache-control']).toContain('immutable');
  expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
});
