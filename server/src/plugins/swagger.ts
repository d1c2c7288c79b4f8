// OpenAPI from the route schemas: JSON at /api/docs/json, UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** A route schema's mark for a body that may be left out (@fastify/swagger calls every body required). */
export const OPTIONAL_BODY = 'x-optional-body';

type Operation = { requestBody?: { required?: boolean }; [OPTIONAL_BODY]?: boolean };

/** Routes marked with OPTIONAL_BODY get `requestBody.required: false`, and the mark leaves the document. */
function optionalBodies<T extends { paths?: Record<string, Record<string, Operation>> }>(doc: T): T {
  for (const methods of Object.values(doc.paths ?? {}))
    for (const operation of Object.values(methods)) {
      if (!operation || typeof operation !== 'object' || !operation[OPTIONAL_BODY]) continue;
      delete operation[OPTIONAL_BODY];
      if (operation.requestBody) operation.requestBody.required = false;
    }
  return doc;
}

export async function registerSwagger(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Sefaresh API', description: 'API of سامانه ثبت سفارش', version: '0.1.0' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'sk_…',
            description:
              'A read-only API key made by a super admin at /admin/api-keys (Authorization: Bearer sk_…). It reads as ' +
              'staff through the read calls of its scopes: orders:read (GET admin/orders/, its export, details and ' +
              'customer-info, GET orders/{id}/), invoices:read (GET orders/{id}/invoice-status/ and the invoice PDFs), ' +
              'customers:read (GET admin/customers/, its details and orders), products:read (GET admin/products/, ' +
              'its categories and export). Any other call answers 403, every write 403; API_KEY_RATE_LIMIT requests ' +
              'a minute per key (429 past it).',
          },
        },
      },
      tags: [
        { name: 'auth', description: 'Sign-in, registration, tokens' },
        { name: 'system', description: 'Health, CSRF' },
        { name: 'profile', description: "The signed-in user's own account" },
        {
          name: 'orders',
          description: 'Orders: create, own list, one order, and every move of the transition table',
        },
        { name: 'payments', description: 'Payment receipts: upload, list, files, delete' },
        {
          name: 'invoices',
          description: 'Invoice status and the pre-invoice, final invoice and invoice PDFs',
        },
        {
          name: 'dealers',
          description:
            'Dealer assignment (dealers for assignment, assign, remove, notes) and the dealer area (assigned orders, one order, commissions, dashboard statistics)',
        },
        { name: 'customers', description: "The customer's official-invoice data" },
        { name: 'admin', description: 'Admin area: the order list, its Excel export, order details (staff)' },
        { name: 'reports', description: 'Admin dashboard and activity log (staff)' },
      ],
    },
    transformObject: (document) =>
      'openapiObject' in document
        ? (optionalBodies(
            document.openapiObject as Parameters<typeof optionalBodies>[0],
          ) as typeof document.openapiObject)
        : document.swaggerObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list' },
  });
}
