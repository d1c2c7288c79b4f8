// Catalogue reads (spec 000 §7, spec 001 §7): public, except the order-form list (signed-in users); and the
// generated catalogue images under /api/media/catalogue/.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { notFound, SERVER_MESSAGES } from '../../lib/errors';
import { errorResponses } from '../../lib/schemas';
import { CATALOGUE_ASSETS_DIR } from './images';
import {
  CategoriesResponse,
  ProductsForOrdersResponse,
  ProductsPage,
  ProductsQuery,
  ProductsResponse,
} from './schemas';

const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { catalogue } = app.services;

  for (const url of ['/categories/', '/products/categories/'])
    app.get(
      url,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Product categories in display order',
          response: { 200: CategoriesResponse },
        },
      },
      async () => catalogue.categories(),
    );

  app.get(
    '/products/',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'The public catalogue: active products, search over name and description, category, stock status, eight sorts, offset paging (9 a page by default)',
        querystring: ProductsQuery,
        response: { 200: ProductsPage, ...errorResponses(400) },
      },
    },
    async (request) => catalogue.list(request.query),
  );

  app.get(
    '/products/all-for-orders/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['catalogue'],
        summary: 'Every active product that can be ordered (stock above 0), for the order form',
        security: [{ bearerAuth: [] }],
        response: { 200: ProductsForOrdersResponse, ...errorResponses(401) },
      },
    },
    async () => catalogue.productsForOrders(),
  );

  app.get(
    '/products/new-arrivals/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The 6 newest active products',
        response: { 200: ProductsResponse },
      },
    },
    async () => catalogue.newArrivals(),
  );

  // Uploaded images: content-addressed (the name is the SHA-256 of the bytes), so they never change: cached a year.
  app.get(
    '/media/images/:name',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A catalogue image (display size or thumbnail, WebP), public and immutable',
        params: Type.Object({ name: Type.String({ pattern: '^[0-9a-f]{64}\\.webp$' }) }),
        response: {
          200: Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'image/webp' }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const object = await app.services.files.get(`images/${request.params.name}`);
      if (!object) throw notFound(SERVER_MESSAGES.notFound);
      return reply
        .header('Content-Type', 'image/webp')
        .header('Content-Length', object.size)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(object.body);
    },
  );

  // Generated, committed images: their names change with their content only through the generator, so a day of
  // caching (and a week of stale-while-revalidate) is safe.
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root: CATALOGUE_ASSETS_DIR,
    prefix: '/media/catalogue/',
    decorateReply: false,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'public, max-age=2592000, stale-while-revalidate=604800');
    },
  });
};

export default catalogueRoutes;
