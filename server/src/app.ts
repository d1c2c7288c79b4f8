// Builds the Fastify app (tests call this; server.ts listens). Plugins load in order: external (config,
// security headers, rate limit, cookies, multipart, database), then app services, then routes under /api.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_KEY_PREFIX, RECEIPT_UPLOAD } from '@sefaresh/shared-api/rules';
import { logEachRequest, requestSerializer } from './lib/request-log';
import metricsPlugin from './plugins/metrics';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { connectRedis, createMemoryCounters, createRedisCounters, type CounterStore } from './lib/counters';
import { counterRateLimitStore, createFallbackCounters, type FallbackWatch } from './lib/fallback-counters';
import { safeErrorSerializer } from './lib/safe-errors';
import { HttpError, SERVER_MESSAGES } from './lib/errors';
import { stopGracefully } from './lib/graceful-stop';
import { hardenRouteSchemas, noControlKeyword } from './lib/input-rules';
import { X_MESSAGES } from './lib/validation';
import accountsRoutes from './modules/accounts/routes';
import contactRoutes from './modules/accounts/contact-routes';
import googleRoutes from './modules/auth/google-routes';
import authRoutes from './modules/auth/routes';
import publicAnnouncementRoutes from './modules/announcements/public-routes';
import adminAnnouncementRoutes from './modules/announcements/staff/routes';
import catalogueRoutes from './modules/catalogue/routes';
import adminProductRoutes from './modules/catalogue/staff/routes';
import customersRoutes from './modules/invoice-info/routes';
import dealerAreaRoutes from './modules/dealer-area/routes';
import dealersRoutes from './modules/orders/staff/dealer-routes';
import invoicesRoutes from './modules/invoices/routes';
import adminOrdersRoutes from './modules/orders/staff/routes';
import ordersRoutes from './modules/orders/customer/routes';
import staffMoveRoutes from './modules/orders/staff/move-routes';
import paymentsRoutes from './modules/payments/routes';
import chequesRoutes from './modules/cheques/routes';
import receivablesAdminRoutes from './modules/receivables/admin-routes';
import statementRoutes from './modules/receivables/statement-routes';
import quotesRoutes from './modules/quotes/routes';
import { carryReceiptsToStore } from './modules/payments/stored-receipts';
import { imageWork } from './modules/catalogue/image-pipeline';
import eventsRoutes from './modules/events/routes';
import adminNotificationRoutes from './modules/notifications/admin-routes';
import profileRoutes from './modules/profile/routes';
import reportsRoutes from './modules/dashboard/routes';
import customerAdminRoutes from './modules/staff-people/customer-routes';
import dealerAdminRoutes from './modules/staff-people/dealer-routes';
import reportPagesRoutes from './modules/reports/report-routes';
import priceListRoutes from './modules/price-list/routes';
import apiKeyRoutes from './modules/api-keys/routes';
import webhookRoutes from './modules/webhooks/routes';
import { markApiKeyRoutes } from './modules/api-keys/scopes';
import systemRoutes from './modules/system/routes';
import databasePlugin from './plugins/database';
import { apiNotFound, errorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security';
import authPlugin, { bearerToken, staffOnly, superuserOnly } from './plugins/auth';
import servicesPlugin from './plugins/services';
import { registerStatic } from './plugins/static';
import { registerJsonCompression } from './plugins/compress';
import { registerSwagger } from './plugins/swagger';
import { flatSerializerFactory } from './lib/flat-serializer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Shared counters (Redis when REDIS_URL is set, else memory): sign-in failures, SMS per recipient. */
    counters: CounterStore;
    /** Whether Redis answers and how often the counters fell back to memory; null without REDIS_URL. */
    redisWatch: FallbackWatch | null;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** Use this database instead of opening the configured one (the app then does not close it). */
  database?: Database;
  /** Time source of the token and rate-limit services; tests move it forward. */
  clock?: Clock;
  /** Fastify logger option; default: pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (standard output unless told): tests read the log lines from it. */
  logStream?: { write(line: string): void };
}

export async function buildApp({
  config,
  database,
  clock = systemClock,
  logger,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    logger: logger ?? {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      serializers: {
        req: requestSerializer,
        // A failed query is logged without its parameters (password hashes, personal data).
        err: safeErrorSerializer as (err: Error) => { type: string; message: string; stack: string },
      },
    },
    // A number of hops: trust exactly that many proxies nearest to us (request.ip = the address the farthest
    // trusted one saw); fastify's types take the equivalent function.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // request ids unique across replicas and restarts: nginx's X-Request-Id when it is one, else a new UUID
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // one line per request instead (logEachRequest)
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // While closing, a request that still reaches this replica is served (with Connection: close) or refused with the
    // product's Persian 503 (lib/graceful-stop.ts), never Fastify's English one, which nginx cannot retry for a POST.
    return503OnClosing: false,
    // PGlite's first start (WebAssembly compile, new data directory, migrations) can take a while on a busy machine.
    pluginTimeout: 120_000,
    // answers serialized from their schemas with the unions flattened (lib/flat-serializer.ts); the OpenAPI
    // document keeps the schemas as written
    schemaController: { compilersFactory: { buildSerializer: flatSerializerFactory } },
    ajv: {
      customOptions: { allErrors: true, verbose: true },
      plugins: [
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Ajv 8 instance of fastify's compiler
        (ajv: any) => {
          ajv.addKeyword({ keyword: X_MESSAGES, schemaType: 'object' });
          ajv.addKeyword(noControlKeyword);
          return ajv;
        },
      ],
    },
  };
  const app = Fastify(options).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  // first, so that a stop closes the listener before the other preClose hooks wait for the workers
  stopGracefully(app);
  // a process-wide limit: the images of every request (and of every app a test builds) share it
  imageWork.setMax(config.imageConcurrency);
  logEachRequest(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.setErrorHandler(errorHandler);
  // Every route's request schemas: integers within PostgreSQL's range, no control characters in text.
  app.addHook('onRoute', hardenRouteSchemas);
  app.addHook('onRoute', markApiKeyRoutes);

  // Counters every replica shares when REDIS_URL is set: the per-IP limits, sign-in failures, SMS per recipient.
  const redis = config.redis.url ? await connectRedis(config.redis, app.log) : null;
  const memoryCounters = createMemoryCounters(clock);
  const shared = redis
    ? createFallbackCounters(redis, createRedisCounters(redis), memoryCounters, app.log)
    : null;
  const counters: CounterStore = shared ?? memoryCounters;
  app.decorate('counters', counters);
  app.decorate('redisWatch', shared);
  app.addHook('onClose', async () => {
    await counters.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });

  // external
  await registerSecurityHeaders(app);
  if (config.staticRoot) await registerJsonCompression(app);
  if (config.rateLimit.enabled) {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimit.apiMax,
      timeWindow: config.rateLimit.ipWindowMs,
      store: counterRateLimitStore(counters),
      // A signed-in user is limited as a person, not by an address a whole office may share; anyone else (and any
      // token that does not verify) by address. The services are registered below, before any request.
      keyGenerator: async (request) => {
        const token = bearerToken(request);
        const claims =
          token && !token.startsWith(API_KEY_PREFIX)
            ? await app.services.tokens.verifyAccess(token).catch(() => null)
            : null;
        return claims ? `user:${claims.userId}` : request.ip;
      },
      // Only the API is limited; static files are not. Decided by the route that answers (its pattern), never
      // by the URL as written: /%61pi/auth/login/ reaches /api/auth/login/ and so its limit.
      allowList: (request) => !(request.routeOptions.url ?? '').startsWith('/api/'),
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          context.statusCode === 403 ? 403 : 429,
          context.statusCode === 403 ? SERVER_MESSAGES.forbidden : SERVER_MESSAGES.tooManyRequests,
        ),
    });
  }
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: RECEIPT_UPLOAD.maxBytes, files: RECEIPT_UPLOAD.maxFiles, fields: 50 },
  });
  await app.register(databasePlugin, { config, database });
  await registerSwagger(app);

  // app services
  await app.register(servicesPlugin, { clock, counters, redisUp: shared && (() => shared.redisUp()) });
  await app.register(authPlugin);
  await app.register(metricsPlugin);
  // after the migrations of a database opened here: receipts uploaded before the file store move into it
  // (idempotent; nothing to do on later starts)
  if (!database)
    app.addHook('onReady', async () => {
      await carryReceiptsToStore(app.database.db, app.services.files, app.log);
    });

  // routes
  await app.register(
    async (api) => {
      api.setNotFoundHandler(apiNotFound);
      await api.register(systemRoutes);
      await api.register(authRoutes);
      await api.register(accountsRoutes);
      await api.register(contactRoutes);
      await api.register(googleRoutes);
      await api.register(profileRoutes);
      await api.register(catalogueRoutes);
      await api.register(publicAnnouncementRoutes);
      await api.register(staffOnly(adminProductRoutes));
      await api.register(staffOnly(adminAnnouncementRoutes));
      await api.register(ordersRoutes);
      await api.register(staffMoveRoutes);
      await api.register(dealersRoutes);
      await api.register(dealerAreaRoutes);
      await api.register(customersRoutes);
      await api.register(invoicesRoutes);
      await api.register(paymentsRoutes);
      await api.register(chequesRoutes);
      await api.register(statementRoutes);
      await api.register(staffOnly(receivablesAdminRoutes));
      await api.register(quotesRoutes);
      await api.register(staffOnly(adminOrdersRoutes));
      await api.register(staffOnly(reportsRoutes));
      await api.register(staffOnly(customerAdminRoutes));
      await api.register(staffOnly(dealerAdminRoutes));
      await api.register(staffOnly(reportPagesRoutes));
      await api.register(eventsRoutes);
      await api.register(staffOnly(adminNotificationRoutes));
      await api.register(staffOnly(priceListRoutes));
      await api.register(superuserOnly(apiKeyRoutes));
      await api.register(superuserOnly(webhookRoutes));
    },
    { prefix: '/api' },
  );

  const spaIndex = config.staticRoot ? await registerStatic(app, config.staticRoot) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !lastSegment.includes('.');
    if (spaIndex && wantsPage) {
      const html = await fs.promises.readFile(spaIndex);
      return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return apiNotFound(request, reply);
  });

  return app;
}
