// Prometheus metrics at GET /api/metrics/ for the operator: request rates and latencies per route, the database
// pool, the notification outbox's backlog, give-ups and send times per channel. Protected by the bearer token
// METRICS_TOKEN; without one configured the address does not exist. Not part of the public API document.
import { timingSafeEqual } from 'node:crypto';
import { count, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { notificationOutbox } from '../db/schema';
import { SERVER_MESSAGES, unauthorized } from '../lib/errors';
import { outboxGivenUp, outboxWaiting } from '../modules/notifications/outbox-rules';
import { imageWork } from '../modules/catalogue/image-pipeline';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(new Uint8Array(a), new Uint8Array(b));
};

async function metrics(app: FastifyInstance) {
  const token = app.config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'sefaresh_' });

  const requests = new Histogram({
    name: 'sefaresh_http_request_duration_seconds',
    help: 'API requests by route, method and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  new Gauge({
    name: 'sefaresh_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = app.database.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  new Gauge({
    name: 'sefaresh_image_jobs',
    help: 'Images being decoded and waiting their turn (IMAGE_CONCURRENCY at once)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { active, waiting } = imageWork.stats();
      this.set({ state: 'active' }, active);
      this.set({ state: 'waiting' }, waiting);
    },
  });

  const maxAttempts = app.config.notify.maxAttempts;
  const outboxBy = async (where: SQL) =>
    app.database.db
      .select({ channel: notificationOutbox.channel, n: count() })
      .from(notificationOutbox)
      .where(where)
      .groupBy(notificationOutbox.channel);
  new Gauge({
    name: 'sefaresh_outbox_pending',
    help: 'Notifications waiting to be sent (or retried), by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await outboxBy(outboxWaiting(maxAttempts)).catch(() => []); // a scrape survives the database
      for (const r of rows) this.set({ channel: r.channel }, Number(r.n));
    },
  });
  new Gauge({
    name: 'sefaresh_outbox_failed',
    help: 'Notifications given up after every attempt failed, by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await outboxBy(outboxGivenUp(maxAttempts, new Date())).catch(() => []);
      for (const r of rows) this.set({ channel: r.channel }, Number(r.n));
    },
  });

  const delivery = new Histogram({
    name: 'sefaresh_notification_delivery_seconds',
    help: 'Notifications sent by this replica, by channel, with the time from being queued to being sent',
    labelNames: ['channel'] as const,
    buckets: [1, 2, 5, 10, 30, 60, 120, 300, 600, 1800, 3600],
    registers: [registry],
  });
  const providerCalls = new Histogram({
    name: 'sefaresh_notification_provider_seconds',
    help: 'Calls to the mail server and the SMS provider by channel and outcome (sent, failed, unknown: timed out)',
    labelNames: ['channel', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 15, 30],
    registers: [registry],
  });
  const unobserve = app.services.notifications.observeSends({
    providerCall: (channel, outcome, seconds) => providerCalls.observe({ channel, outcome }, seconds),
    delivered: (channel, seconds) => delivery.observe({ channel }, seconds),
  });
  app.addHook('onClose', async () => unobserve());

  new Gauge({
    name: 'sefaresh_event_streams_open',
    help: 'Live event streams (GET /api/events/) open on this replica',
    registers: [registry],
    collect() {
      this.set(app.services.openStreams.size);
    },
  });

  const files = app.services.files;
  new Counter({
    name: 'sefaresh_storage_errors_total',
    help: 'File store failures (a full or read-only disk, S3 unreachable) by operation, since the start',
    labelNames: ['op'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [op, n] of files.errorCounts()) this.inc({ op }, n);
    },
  });
  new Gauge({
    name: 'sefaresh_storage_writes_failing',
    help: '1 while the last write to the file store failed (until one succeeds)',
    registers: [registry],
    collect() {
      this.set(files.writesFailing() ? 1 : 0);
    },
  });

  const redisWatch = app.redisWatch;
  if (redisWatch) {
    new Gauge({
      name: 'sefaresh_redis_up',
      help: '1 while Redis answers; 0 while the limits are counted in this replica',
      registers: [registry],
      collect() {
        this.set(redisWatch.redisUp() ? 1 : 0);
      },
    });
    new Gauge({
      name: 'sefaresh_redis_fallbacks',
      help: 'Counter operations answered from memory because Redis could not be reached, since the start',
      registers: [registry],
      collect() {
        this.set(redisWatch.fallbacks());
      },
    });
  }

  app.get('/api/metrics/', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!given || !sameToken(given, token)) throw unauthorized(SERVER_MESSAGES.unauthorized);
    return reply
      .header('Content-Type', registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await registry.metrics());
  });
}

/** At the root, so its hook sees every request of the app (registered after the database and services). */
export default fp(metrics, { name: 'sefaresh-metrics', dependencies: ['sefaresh-services'] });
