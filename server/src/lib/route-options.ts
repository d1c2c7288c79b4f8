// What the routes of one file share: their OpenAPI tags, the Bearer security scheme and the hooks that admit the
// caller. A file makes one builder (`const signedIn = routeOptions(['profile'], { onRequest: app.authenticate })`)
// and each route passes only its own summary, params, query, body and response.
import type { FastifySchema } from 'fastify';

export function routeOptions<Hooks extends object>(tags: string[], hooks?: Hooks) {
  return <Schema extends FastifySchema>(schema: Schema) => ({
    ...(hooks as Hooks),
    schema: { tags, security: [{ bearerAuth: [] }], ...schema },
  });
}
