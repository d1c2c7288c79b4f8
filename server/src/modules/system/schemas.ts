import { Type } from 'typebox';

export const HealthResponse = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('error')], {
      description: 'error (503): the database is down; degraded (200): Redis or the file store is',
    }),
    database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
    redis: Type.Union([Type.Literal('up'), Type.Literal('down'), Type.Literal('off')], {
      description: 'off: no REDIS_URL; down: the limits are counted in this replica until it returns',
    }),
    files: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  },
  { description: 'Each dependency; the status code follows the database alone' },
);

export const CsrfResponse = Type.Object({ csrfToken: Type.String() });

export const ContactResponse = Type.Object({
  name: Type.String({ description: "the seller's name, as on the invoices" }),
  phone: Type.String({ description: 'the sales and support phone (SELLER_PHONE)' }),
});
