// How a route file declares its routes: `declareRoutes(app, tags, hooks)` gives `get`, `post`, `put`, `patch` and
// `delete`, each taking the path and one object with the route's own schema (summary, params, querystring, body,
// response and the like), its handler, and where needed its `config` and `preValidation`. What every route of the
// file shares is said once: the OpenAPI tags, the Bearer security scheme and the hooks that admit the caller
// (`{ onRequest: app.authenticate }`, or none inside a staffOnly scope). The handler is typed from the schemas.
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';

type App = Parameters<FastifyPluginAsyncTypebox>[0];
type Schemas<P, Q, B, R> = { params: P; querystring: Q; body: B; response: R };
type Options<P, Q, B, R> = RouteShorthandOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Schemas<P, Q, B, R>,
  TypeBoxTypeProvider
>;

interface RouteSpec<P, Q, B, R>
  extends
    Omit<FastifySchema, keyof Schemas<P, Q, B, R>>,
    Pick<Options<P, Q, B, R>, 'config' | 'preValidation'> {
  summary: string;
  /** OpenAPI extensions, such as the optional-body mark of plugins/swagger.ts */
  [extension: `x-${string}`]: unknown;
  params?: P;
  querystring?: Q;
  body?: B;
  response: R;
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    Schemas<P, Q, B, R>,
    TypeBoxTypeProvider
  >;
}

type AdmitHooks = Pick<RouteShorthandOptions, 'onRequest' | 'preHandler'>;

export function declareRoutes(app: App, tags: string[], admit: AdmitHooks = {}) {
  const declare =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
    <P, Q, B, R>(url: string, { handler, config, preValidation, ...fields }: RouteSpec<P, Q, B, R>) => {
      const schema = { tags, security: [{ bearerAuth: [] }], ...fields } as Schemas<P, Q, B, R>;
      app.route<RouteGenericInterface, ContextConfigDefault, Schemas<P, Q, B, R>>({
        method,
        url,
        ...admit,
        ...(config && { config }),
        ...(preValidation && { preValidation }),
        schema,
        handler,
      });
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}
