// App services, built once from explicit dependencies and decorated on the instance as `app.services`;
// plus the authentication helpers the routes of every module use.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { User } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { CounterStore } from '../lib/counters';
import { forbidden, unauthorized } from '../lib/errors';
import { createUsersService, type UsersService } from '../modules/accounts/service';
import { createCatalogueService, type CatalogueService } from '../modules/catalogue/service';
import { createFailureLimiter } from '../modules/auth/failure-limiter';
import { createPasswordHasher, type PasswordHasher } from '../modules/auth/passwords';
import { createAuthService, type AuthService } from '../modules/auth/service';
import { createTokenService, type TokenService } from '../modules/auth/tokens';
import { createSystemService, type SystemService } from '../modules/system/service';
import { createPasswordResetService, type PasswordResetService } from '../modules/accounts/password-reset';
import { createGoogleAuthService, type GoogleAuthService } from '../modules/auth/google';
import { createNotificationService, type NotificationService } from '../modules/notifications/service';
import { createMailer, createSmsSender } from '../modules/notifications/transports';
import { createCustomersService, type CustomersService } from '../modules/customers/service';
import { createDealersService, type DealersService } from '../modules/dealers/service';
import { createInvoicesService, type InvoicesService } from '../modules/invoices/service';
import { createOrdersService, type OrdersService } from '../modules/orders/service';
import { createAdminOrdersService, type AdminOrdersService } from '../modules/admin-orders/service';
import { createPaymentsService, type PaymentsService } from '../modules/payments/service';
import { createOrderStatsService, type OrderStatsService } from '../modules/profile/order-stats';
import { createProfileService, type ProfileService } from '../modules/profile/service';
import { createReportsService, type ReportsService } from '../modules/reports/service';

export interface Services {
  users: UsersService;
  passwords: PasswordHasher;
  tokens: TokenService;
  auth: AuthService;
  system: SystemService;
  notifications: NotificationService;
  passwordReset: PasswordResetService;
  orderStats: OrderStatsService;
  profile: ProfileService;
  google: GoogleAuthService;
  catalogue: CatalogueService;
  orders: OrdersService;
  dealers: DealersService;
  customers: CustomersService;
  invoices: InvoicesService;
  payments: PaymentsService;
  adminOrders: AdminOrdersService;
  reports: ReportsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** The notification worker (also app.services.notifications): tests call flush() / drain() to send now. */
    notifications: NotificationService;
    /** preHandler: requires a valid Bearer access token of an active user; sets request.user (roles fresh from the DB). */
    authenticate: preHandlerAsyncHookHandler;
    requireStaff: preHandlerAsyncHookHandler;
    requireSuperuser: preHandlerAsyncHookHandler;
    requireDealer: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: User | null;
  }
}

export function buildServices(
  {
    config,
    database,
    clock,
    counters,
  }: { config: Config; database: Database; clock: Clock; counters: CounterStore },
  log: FastifyInstance['log'],
): Services {
  const { db } = database;
  const users = createUsersService({ db, clock });
  const passwords = createPasswordHasher(config.argon2);
  const tokens = createTokenService({
    db,
    secret: config.jwtSecret,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
    clock,
  });
  const unlimited = Number.POSITIVE_INFINITY;
  const loginFailures = createFailureLimiter({
    perAddress: config.rateLimit.enabled ? config.rateLimit.loginFailuresPerAccountAndAddress : unlimited,
    perAccount: config.rateLimit.enabled ? config.rateLimit.loginFailuresPerAccount : unlimited,
    windowMs: config.rateLimit.loginFailureWindowMs,
    counters,
  });
  const auth = createAuthService({ users, passwords, tokens, loginFailures });
  const system = createSystemService({
    database,
    onDatabaseError: (err) => log.error({ err }, 'database health check failed'),
  });
  const timeout = config.notify.sendTimeoutMs;
  const notifications = createNotificationService({
    db,
    mailer: createMailer(config.mail, log, timeout),
    sms: createSmsSender(config.sms, log, timeout),
    config: config.notify,
    clock,
    log,
    smsCap: {
      counters,
      perHour: config.rateLimit.enabled ? config.rateLimit.smsPerRecipientPerHour : unlimited,
    },
  });
  const passwordReset = createPasswordResetService({
    db,
    users,
    passwords,
    notifications,
    secret: config.jwtSecret,
    clock,
    onError: (err) => log.error({ err }, 'password reset request failed'),
  });
  const orderStats = createOrderStatsService({ db });
  const profile = createProfileService({ db, passwords, tokens, notifications, orderStats, clock });
  const google = createGoogleAuthService({ db, config: config.google, users, tokens, clock });
  const catalogue = createCatalogueService({ db, clock });
  const orders = createOrdersService({
    db,
    clock,
    maxOrdersPerHour: config.rateLimit.enabled ? config.rateLimit.ordersPerCustomerPerHour : unlimited,
  });
  const payments = createPaymentsService({ db, clock });
  const customers = createCustomersService({ db, clock });
  const invoices = createInvoicesService({ db, orders, seller: config.seller, clock });
  return {
    users,
    passwords,
    tokens,
    auth,
    system,
    notifications,
    passwordReset,
    orderStats,
    profile,
    google,
    catalogue,
    orders,
    dealers: createDealersService({ db }),
    payments,
    customers,
    invoices,
    adminOrders: createAdminOrdersService({ db, clock, orders }),
    reports: createReportsService({ db, clock }),
  };
}

export default fp(
  async (app: FastifyInstance, opts: { clock: Clock; counters: CounterStore }) => {
    const services = buildServices(
      { config: app.config, database: app.database, clock: opts.clock, counters: opts.counters },
      app.log,
    );
    app.decorate('services', services);
    app.decorate('notifications', services.notifications);
    // The worker runs while the app does; preClose stops it (and waits for a pass in progress) before the
    // database closes.
    app.addHook('onReady', async () => services.notifications.start());
    app.addHook('preClose', async () => {
      await services.passwordReset.settled();
      await services.notifications.stop();
    });
    app.decorateRequest('user', null);

    const authenticate = async (request: FastifyRequest, _reply: FastifyReply) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match) throw unauthorized();
      request.user = await services.auth.userFromAccessToken(match[1]);
    };
    const requireRole = (allowed: (u: User) => boolean) =>
      async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        if (!request.user) await authenticate(request, reply);
        if (!allowed(request.user!)) throw forbidden();
      };

    app.decorate('authenticate', authenticate);
    app.decorate(
      'requireStaff',
      requireRole((u) => u.isStaff || u.isSuperuser),
    );
    app.decorate(
      'requireSuperuser',
      requireRole((u) => u.isSuperuser),
    );
    app.decorate(
      'requireDealer',
      requireRole((u) => u.isDealer),
    );
  },
  { name: 'sefaresh-services' },
);
