// Rule: the staff's multipart forms (products, announcements) follow the input rules of every other route: a NUL
// byte in a text field, an id past the integer range inside a JSON field and a text past its length cap are 400s
// naming the field in Persian, never a 500 and never stored; so a page of the public catalogue stays small.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_TEXT_LIMITS } from '@sefaresh/shared-api/rules';
import { seedCatalogue } from '../../src/seed/seed';
import { ANNOUNCEMENT_MESSAGES } from '../../src/modules/announcements/messages';
import { PRODUCT_MESSAGES } from '../../src/modules/catalogue/staff/messages';
import { SERVER_MESSAGES } from '../../src/lib/errors';
import { createTestApp } from '../helpers';
import { addProduct, bearer, sessionsByRole, type Session } from '../catalogue-fixtures';
import { multipart } from '../image-fixtures';

let app: FastifyInstance;
let staff: Session;
let productId: number;
const tag = randomBytes(4).toString('hex');

beforeAll(async () => {
  app = await createTestApp();
  await seedCatalogue(app.database.db);
  staff = (await sessionsByRole(app, tag)).staff;
  productId = (await addProduct(app, { name: `قهوه ${tag}`, stock: 10 })).id;
});
afterAll(async () => {
  await app?.close();
});

function form(method: 'POST' | 'PATCH', url: string, fields: Record<string, string>) {
  const body = multipart([], fields);
  return app.inject({
    method,
    url,
    headers: { ...bearer(staff), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const NUL = 'a\u0000b';

test('a NUL byte in a product name is a 400 naming the field, and nothing changes', async () => {
  const res = await form('PATCH', `/api/admin/products/${productId}/`, { name: NUL });
  expect(res.statusCode).toBe(400);
  expect(res.json().details).toEqual({ name: [SERVER_MESSAGES.controlCharacters] });
  const stored = await app.inject({ method: 'GET', url: `/api/products/?search=${tag}` });
  expect(stored.json().results.map((p: { name: string }) => p.name)).toEqual([`قهوه ${tag}`]);
});

test('a NUL byte in an announcement title is a 400 naming the field', async () => {
  const res = await form('POST', '/api/admin/announcements/', { title: NUL, description: 'شرح' });
  expect(res.statusCode).toBe(400);
  expect(res.json().details).toEqual({ title: [SERVER_MESSAGES.controlCharacters] });
});

test('a related product id past the integer range is a 400, not a 500', async () => {
  const res = await form('POST', '/api/admin/announcements/', {
    title: `محموله ${tag}`,
    description: 'شرح',
    related_products: '[2147483648]',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().details).toEqual({ 'related_products.0': [SERVER_MESSAGES.tooLarge(2_147_483_647)] });
  const list = await form('POST', '/api/admin/announcements/', {
    title: `محموله ${tag}`,
    description: 'شرح',
    related_products: JSON.stringify(
      Array.from({ length: CATALOGUE_TEXT_LIMITS.relatedProducts + 1 }, (_, i) => i + 1),
    ),
  });
  expect(list.statusCode).toBe(400);
  expect(list.json().details).toEqual({ related_products: [ANNOUNCEMENT_MESSAGES.tooManyProducts] });
});

test('every text of the forms has a length cap; a 900 KB description never reaches the public list', async () => {
  const huge = 'ق'.repeat(450_000); // 900 KB in UTF-8
  const res = await form('PATCH', `/api/admin/products/${productId}/`, { description: huge });
  expect(res.statusCode).toBe(400);
  expect(res.json().details).toEqual({ description: [PRODUCT_MESSAGES.descriptionTooLong] });
  const longest = 'ق'.repeat(CATALOGUE_TEXT_LIMITS.productDescription);
  expect(
    (await form('PATCH', `/api/admin/products/${productId}/`, { description: longest })).statusCode,
  ).toBe(200);
  const over = await form('PATCH', `/api/admin/products/${productId}/`, {
    name: 'ن'.repeat(CATALOGUE_TEXT_LIMITS.productName + 1),
    origin: 'م'.repeat(CATALOGUE_TEXT_LIMITS.productOrigin + 1),
  });
  expect(over.json().details).toEqual({
    name: [PRODUCT_MESSAGES.nameTooLong],
    origin: [PRODUCT_MESSAGES.originTooLong],
  });
  const announcement = await form('POST', '/api/admin/announcements/', {
    title: 'ع'.repeat(CATALOGUE_TEXT_LIMITS.announcementTitle + 1),
    description: huge,
    origin_country: 'م'.repeat(CATALOGUE_TEXT_LIMITS.announcementOrigin + 1),
    product_categories: 'د'.repeat(CATALOGUE_TEXT_LIMITS.announcementCategories + 1),
  });
  expect(announcement.statusCode).toBe(400);
  expect(announcement.json().details).toEqual({
    title: [ANNOUNCEMENT_MESSAGES.titleTooLong],
    description: [ANNOUNCEMENT_MESSAGES.descriptionTooLong],
    origin_country: [ANNOUNCEMENT_MESSAGES.originTooLong],
    product_categories: [ANNOUNCEMENT_MESSAGES.categoriesTooLong],
  });
  const page = await app.inject({ method: 'GET', url: `/api/products/?search=${tag}` });
  expect(page.statusCode).toBe(200);
  expect(page.json().results[0].description).toBe(longest);
  expect(page.rawPayload.length).toBeLessThan(20 * 1024);
});

test('customers are refused before their form is read', async () => {
  const customer = (await sessionsByRole(app, `${tag}c`)).customer;
  const body = multipart([], { name: NUL });
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/admin/products/${productId}/`,
    headers: { ...bearer(customer), 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(403);
});
