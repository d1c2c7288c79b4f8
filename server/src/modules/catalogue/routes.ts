// Catalogue data that ordering needs (spec 000 §7): public reads, except the order-form list (signed-in users),
// and the generated catalogue images under /api/media/catalogue/.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { CATALOGUE_ASSETS_DIR } from './images';
import {
  AnnouncementsResponse,
  CategoriesResponse,
  ProductsForOrdersResponse,
  ProductsResponse,
} from './schemas';

const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { catalogue } = app.services;

  app.get(
    '/categories/',
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

  app.get(
    '/shipment-announcements/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active shipment announcements, newest first',
        response: { 200: AnnouncementsResponse },
      },
    },
    async () => catalogue.announcements(),
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
