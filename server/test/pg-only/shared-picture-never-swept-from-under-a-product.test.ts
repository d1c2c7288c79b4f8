// A catalogue picture is content-addressed, so an old picture whose product is gone and a new upload of the same
// picture share their files. The sweeper finds those files old and unnamed, and while it removes them staff create
// a product with that picture: afterwards the product's image files are there. PostgreSQL only: the sweep and the
// upload each hold a connection of their own (on PGlite's one connection they cannot interleave like this).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productImages } from '../../src/db/schema';
import type { FileStore } from '../../src/lib/file-store';
import { storeImage } from '../../src/modules/catalogue/image-pipeline';
import { orphanSweepPass } from '../../src/modules/files/orphan-sweep';
import { seedCatalogue } from '../../src/seed/seed';
import { bearer, categoryId, sessionsByRole, type Session } from '../catalogue-fixtures';
import { createTestApp } from '../helpers';
import { makeImage, multipart } from '../image-fixtures';

const HOUR = 3_600_000;
let app: FastifyInstance;
let filesDir: string;
let staff: Session;

beforeAll(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shared-picture-'));
  app = await createTestApp({ files: { kind: 'disk', dir: filesDir } });
  await app.ready();
  expect(app.database.kind).toBe('postgres');
  await seedCatalogue(app.database.db);
  staff = (await sessionsByRole(app, randomBytes(3).toString('hex'))).staff;
}, 180_000);
afterAll(async () => {
  await app?.close();
  await fs.rm(filesDir, { recursive: true, force: true });
});

test('a product created with a picture while the sweeper removes its old files keeps its files', async () => {
  const files = app.services.files;
  const picture = await makeImage('png', 90, 70);
  // stored two days ago by a product deleted since (its files stayed: the clean-up had failed)
  const old = await storeImage(files, picture);
  const shared = [old.image, old.thumbnail];
  const twoDaysAgo = new Date(Date.now() - 48 * HOUR);
  for (const key of shared) await fs.utimes(path.join(filesDir, ...key.split('/')), twoDaysAgo, twoDaysAgo);

  // the upload's own writes of the shared files are watched
  let rewritten = 0;
  let bothRewritten!: () => void;
  const rewrites = new Promise<void>((resolve) => (bothRewritten = resolve));
  const put = files.put;
  files.put = async (key, body, contentType) => {
    await put(key, body, contentType);
    if (shared.includes(key) && ++rewritten === 2) bothRewritten();
  };
  // the sweeper, about to remove the first of them, lets the product's creation write them again first
  let creating: Promise<Awaited<ReturnType<typeof app.inject>>> | undefined;
  const sweeperStore: FileStore = {
    ...files,
    async delete(key) {
      if (!creating && shared.includes(key)) {
        const body = multipart([{ field: 'images', name: 'p.png', data: picture }], {
          name: 'قهوه با عکس مشترک',
          category: String(await categoryId(app, 'coffee')),
          base_price: '1000000',
          stock: '5',
        });
        creating = app.inject({
          method: 'POST',
          url: '/api/admin/products/',
          headers: { ...bearer(staff), 'content-type': body.contentType },
          payload: body.payload,
        });
        await rewrites;
      }
      return files.delete(key);
    },
  };
  try {
    const swept = await orphanSweepPass(
      app.database.db,
      sweeperStore,
      { orphanGraceMs: 24 * HOUR, sweepEveryMs: HOUR },
      new Date(),
    );
    expect(swept.checked).toBeGreaterThanOrEqual(2);
    const res = await creating!;
    expect(res.statusCode).toBe(201);
    const [row] = await app.database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, res.json().id));
    expect([row.image, row.thumbnail]).toEqual(shared);
    for (const key of shared) expect(await files.exists(key)).toBe(true);
    const served = await app.inject({ url: res.json().product_images[0].image_url });
    expect(served.statusCode).toBe(200);
  } finally {
    files.put = put;
  }
});
