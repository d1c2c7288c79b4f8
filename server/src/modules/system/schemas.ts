import { Type } from 'typebox';

export const HealthResponse = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
});

export const CsrfResponse = Type.Object({ csrfToken: Type.String() });

export const ContactResponse = Type.Object({
  name: Type.String({ description: "the seller's name, as on the invoices" }),
  phone: Type.String({ description: 'the sales and support phone (SELLER_PHONE)' }),
});
