// Rule: images are decoded at most IMAGE_CONCURRENCY at a time in a process, however many product creations run
// together (each decode holds tens of megabytes outside the heap; 3 and 6 parallel creations took the API to
// 351 and 481 MB): the others wait their turn and all succeed. The queue's size is on /api/metrics/.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { seedCatalogue } from '../../src/seed/seed';
import { imageWork } from '../../src/modules/catalogue/image-pipeline';
import { createTestApp } from '../helpers';
import { bearer, categoryId, sessionsByRole } from '../catalogue-fixtures';
import { makeImage, multipart } from '../image-fixtures';

const METRICS_TOKEN = 'metrics-token-for-tests';
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true })));
});

async function parallelCreations(app: FastifyInstance, count: number) {
  const tag = randomBytes(4).toString('hex');
  await seedCatalogue(app.database.db);
  const { staff } = await sessionsByRole(app, tag);
  const coffee = await categoryId(app, 'coffee');
  const pictures = await Promise.all([1, 2, 3].map((i) => makeImage('jpeg', 900 + i * 7, 600)));
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const body = multipart(
        pictures.map((data: Buffer, j: number) => ({
          field: 'images',
          name: `${i}-${j}.jpg`,
          data,
          type: 'image/jpeg',
        })),
        { name: `قهوه ${tag} ${i}`, category: String(coffee), base_price: '1000', stock: '5' },
      );
      return app.inject({
        method: 'POST',
        url: '/api/admin/products/',
        headers: { ...bearer(staff), 'content-type': body.contentType },
        payload: body.payload,
      });
    }),
  );
}

async function appWith(imageConcurrency: number) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'image-queue-'));
  dirs.push(dir);
  return createTestApp({ imageConcurrency, metricsToken: METRICS_TOKEN, files: { kind: 'disk', dir } });
}

test('with IMAGE_CONCURRENCY=1, six parallel creations decode one image at a time, and all succeed', async () => {
  const app = await appWith(1);
  try {
    const answers = await parallelCreations(app, 6);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(imageWork.stats()).toEqual({ active: 0, waiting: 0, peak: 1 });
    const metrics = await app.inject({
      method: 'GET',
      url: '/api/metrics/',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toContain('sefaresh_image_jobs{state="waiting"} 0');
  } finally {
    await app.close();
  }
});

test('with IMAGE_CONCURRENCY=2, parallel creations use both places and never a third', async () => {
  const app = await appWith(2);
  try {
    const answers = await parallelCreations(app, 6);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(imageWork.stats().peak).toBe(2);
  } finally {
    await app.close();
  }
});
