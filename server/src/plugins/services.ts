// App services, built once from explicit dependencies and decorated on the instance as `app.services`. The
// authentication helpers the routes use are in auth.ts.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Unlisten } from '../db/listen';
import { allJobs, buildJobs, type Jobs } from '../jobs';
import type { Clock } from '../lib/clock';
import type { CounterStore } from '../lib/counters';
import { createFileStore, watchStore, type WatchedFileStore } from '../lib/file-store';
import { createUsersService, type UsersService } from '../modules/accounts/service';
import { createAnnouncementsService, type AnnouncementsService } from '../modules/announcements/service';
import {
  createAdminAnnouncementsService,
  type AdminAnnouncementsService,
} from '../modules/announcements/staff/service';
import { createCatalogueService, type CatalogueService } from '../modules/catalogue/service';
import { createAdminProductsService, type AdminProductsService } from '../modules/catalogue/staff/products';
import { createFailureLimiter } from '../modules/auth/failure-limiter';
import { createPasswordHasher, type PasswordHasher } from '../modules/auth/passwords';
import { createAuthService, type AuthService } from '../modules/auth/service';
import { createUserCache, USER_CHANGES_CHANNEL, type UserCache } from '../modules/auth/user-cache';
import { createTokenService, type TokenService } from '../modules/auth/tokens';
import { createOpenStreams, type OpenStreams } from '../modules/events/open-streams';
import { createSystemService, type SystemService } from '../modules/system/service';
import { createPasswordResetService, type PasswordResetService } from '../modules/accounts/password-reset';
import { createGoogleAuthService, type GoogleAuthService } from '../modules/auth/google';
import {
  createContactVerificationService,
  type ContactVerificationService,
} from '../modules/accounts/contact-verification';
import {
  createNotificationService,
  OUTBOX_CHANNEL,
  type NotificationService,
} from '../modules/notifications/service';
import { createFailedNotifications, type FailedNotifications } from '../modules/notifications/failed';
import { sendLimitsOf } from '../modules/notifications/send-gate';
import { createMailer, createSmsSender } from '../modules/notifications/transports';
import { createCustomersService, type CustomersService } from '../modules/invoice-info/service';
import { createDealerOrdersService, type DealerOrdersService } from '../modules/dealer-area/orders';
import { createDealerStatsService, type DealerStatsService } from '../modules/dealer-area/stats';
import { createDealersService, type DealersService } from '../modules/orders/staff/dealers-for-assignment';
import { createInvoicesService, type InvoicesService } from '../modules/invoices/service';
import { createOrdersService, type OrdersService } from '../modules/orders/service';
import { createAdminOrdersService, type AdminOrdersService } from '../modules/orders/staff/service';
import { createPaymentsService, type PaymentsService } from '../modules/payments/service';
import { createChequesService, type ChequesService } from '../modules/cheques/service';
import { createQuotesService, type QuotesService } from '../modules/quotes/service';
import { createOrderStatsService, type OrderStatsService } from '../modules/profile/order-stats';
import { createProfileService, type ProfileService } from '../modules/profile/service';
import { createReportsService, type ReportsService } from '../modules/dashboard/service';
import { createAccountsAdmin, type AccountsAdmin } from '../modules/staff-people/accounts-admin';
import { createCustomerDetails, type CustomerDetails } from '../modules/staff-people/customer-details';
import { createDealerMoney, type DealerMoney } from '../modules/staff-people/dealer-money';
import { createDealerIban, type DealerIban } from '../modules/staff-people/dealer-iban';
import { createDealerPerformance, type DealerPerformance } from '../modules/staff-people/dealer-performance';
import { createPeopleLists, type PeopleLists } from '../modules/staff-people/lists';
import { createReportFigures, type ReportFigures } from '../modules/reports/report-figures';
import { createPriceListService, type PriceListService } from '../modules/price-list/service';
import { createApiKeysService, type ApiKeysService } from '../modules/api-keys/service';
import { createWebhooksService, type WebhooksService } from '../modules/webhooks/service';
import { createWebhookWorker, type WebhookWorker } from '../modules/webhooks/worker';
import { createWebhookSender } from '../modules/webhooks/send';
import { createWebhookObjects } from '../modules/webhooks/objects';

interface Services {
  users: UsersService;
  passwords: PasswordHasher;
  tokens: TokenService;
  userCache: UserCache;
  auth: AuthService;
  system: SystemService;
  notifications: NotificationService;
  /** The staff's view of the given-up notifications, and their retry. */
  failedNotifications: FailedNotifications;
  passwordReset: PasswordResetService;
  contacts: ContactVerificationService;
  orderStats: OrderStatsService;
  profile: ProfileService;
  google: GoogleAuthService;
  /** Every stored file; its own failures are counted and make the health check report it down. */
  files: WatchedFileStore;
  catalogue: CatalogueService;
  adminProducts: AdminProductsService;
  announcements: AnnouncementsService;
  adminAnnouncements: AdminAnnouncementsService;
  orders: OrdersService;
  dealers: DealersService;
  dealerOrders: DealerOrdersService;
  dealerStats: DealerStatsService;
  customers: CustomersService;
  invoices: InvoicesService;
  quotes: QuotesService;
  payments: PaymentsService;
  /** Sayad cheques against orders: registration, pictures, staff's moves. */
  cheques: ChequesService;
  adminOrders: AdminOrdersService;
  reports: ReportsService;
  accountsAdmin: AccountsAdmin;
  customerDetails: CustomerDetails;
  dealerMoney: DealerMoney;
  dealerIban: DealerIban;
  dealerPerformance: DealerPerformance;
  peopleLists: PeopleLists;
  reportFigures: ReportFigures;
  /** The app clock (export file names, the event streams' token expiry). */
  clock: Clock;
  /** The price list's Excel export and import. */
  priceList: PriceListService;
  /** Read-only API keys: their management and the check of a request carrying one. */
  apiKeys: ApiKeysService;
  /** Webhook endpoints and their deliveries (super admins). */
  webhooks: WebhooksService;
  /** The webhook worker: tests call flush() / drain() to send now. */
  webhookWorker: WebhookWorker;
  /** The live event streams of this replica (events/routes.ts opens them; the metrics count them). */
  openStreams: OpenStreams;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** The notification worker (also app.services.notifications): tests call flush() / drain() to send now. */
    notifications: NotificationService;
    /** The periodic jobs (jobs/index.ts): tests call runOnce() to run a pass at their clock's now. */
    jobs: Jobs;
  }
}

function buildServices(
  {
    config,
    database,
    clock,
    counters,
    redisUp,
    files,
  }: {
    config: Config;
    database: Database;
    clock: Clock;
    counters: CounterStore;
    /** Whether Redis answers; null without REDIS_URL. */
    redisUp: (() => boolean) | null;
    files: WatchedFileStore;
  },
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
  const userCache = createUserCache((id) => users.findById(id), { ttlMs: config.userCacheSeconds * 1000 });
  const system = createSystemService({
    database,
    files,
    redisUp,
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
    limits: sendLimitsOf(config, counters),
  });
  const contacts = createContactVerificationService({
    db,
    notifications,
    secret: config.jwtSecret,
    clock,
  });
  const auth = createAuthService({ users, userCache, passwords, tokens, loginFailures, contacts });
  const passwordReset = createPasswordResetService({
    db,
    users,
    passwords,
    tokens,
    notifications,
    loginFailures,
    secret: config.jwtSecret,
    clock,
    onError: (err) => log.error({ err }, 'password reset request failed'),
  });
  const orderStats = createOrderStatsService({ db });
  const profile = createProfileService({ db, passwords, tokens, notifications, orderStats });
  const google = createGoogleAuthService({
    db,
    config: config.google,
    users,
    tokens,
    notifications,
    clock,
  });
  const catalogue = createCatalogueService({ db, clock });
  const announcements = createAnnouncementsService({ db });
  const adminProducts = createAdminProductsService({ db, clock, files });
  const adminAnnouncements = createAdminAnnouncementsService({ db, clock, files });
  const orders = createOrdersService({
    db,
    clock,
    seller: config.seller,
    quotes: config.quotes,
    codeSecret: config.jwtSecret,
    maxOrdersPerHour: config.rateLimit.enabled ? config.rateLimit.ordersPerCustomerPerHour : unlimited,
  });
  const payments = createPaymentsService({ db, clock, files });
  const customers = createCustomersService({ db, clock });
  const accountsAdmin = createAccountsAdmin({ db, clock, passwords });
  const invoices = createInvoicesService({ db, orders, seller: config.seller, clock });
  const quotes = createQuotesService({ db, clock, seller: config.seller, quotes: config.quotes, orders });
  const webhookWorker = createWebhookWorker({
    db,
    clock,
    config: config.webhooks,
    send: createWebhookSender(config.webhooks),
    objects: createWebhookObjects({ db, orders, adminProducts }),
    log,
    intervalMs: config.notify.intervalMs,
  });
  return {
    users,
    passwords,
    tokens,
    userCache,
    auth,
    system,
    notifications,
    failedNotifications: createFailedNotifications({ db, clock, maxAttempts: config.notify.maxAttempts }),
    passwordReset,
    contacts,
    orderStats,
    profile,
    google,
    files,
    catalogue,
    adminProducts,
    adminAnnouncements,
    announcements,
    orders,
    dealers: createDealersService({ db }),
    dealerOrders: createDealerOrdersService({ db, orders }),
    dealerStats: createDealerStatsService({
      db,
      clock,
      commissionBasis: config.receivables.commissionBasis,
    }),
    payments,
    cheques: createChequesService({ db, clock, files, staff: config.quotes }),
    customers,
    invoices,
    quotes,
    adminOrders: createAdminOrdersService({ db, clock, orders }),
    reports: createReportsService({ db, clock }),
    accountsAdmin,
    customerDetails: createCustomerDetails({ db }),
    dealerMoney: createDealerMoney({
      db,
      clock,
      accounts: accountsAdmin,
      commissionBasis: config.receivables.commissionBasis,
    }),
    dealerIban: createDealerIban({ db, clock }),
    dealerPerformance: createDealerPerformance({ db, clock }),
    peopleLists: createPeopleLists({ db, clock, commissionBasis: config.receivables.commissionBasis }),
    reportFigures: createReportFigures({ db, clock }),
    clock,
    priceList: createPriceListService({ db, clock }),
    apiKeys: createApiKeysService({
      db,
      clock,
      counters,
      perMinute: config.rateLimit.enabled ? config.rateLimit.apiKeyPerMinute : unlimited,
    }),
    webhooks: createWebhooksService({ db, clock }),
    webhookWorker,
    openStreams: createOpenStreams(),
  };
}

export default fp(
  async (
    app: FastifyInstance,
    opts: { clock: Clock; counters: CounterStore; redisUp: (() => boolean) | null },
  ) => {
    const services = buildServices(
      {
        config: app.config,
        database: app.database,
        clock: opts.clock,
        counters: opts.counters,
        redisUp: opts.redisUp,
        files: watchStore(await createFileStore(app.config.files)),
      },
      app.log,
    );
    app.decorate('services', services);
    app.decorate('notifications', services.notifications);
    const jobs = buildJobs(
      { config: app.config, db: app.database.db, clock: opts.clock, files: services.files },
      app.log,
    );
    app.decorate('jobs', jobs);
    // The worker runs while the app does; preClose stops it (and waits for a pass in progress) before the
    // database closes.
    // ... and is woken by every commit that queued messages, on any replica (OUTBOX_CHANNEL)
    // ... and each changed user row leaves this replica's user cache (USER_CHANGES_CHANNEL)
    let unlisten: Unlisten = async () => undefined;
    let unlistenUsers: Unlisten = async () => undefined;
    app.addHook('onReady', async () => {
      services.notifications.start();
      services.webhookWorker.start();
      for (const job of allJobs(jobs)) job.start();
      unlisten = await app.database.listen(OUTBOX_CHANNEL, () => {
        services.notifications.wake();
        services.webhookWorker.wake();
      });
      unlistenUsers = await app.database.listen(USER_CHANGES_CHANNEL, services.userCache.changed);
    });
    app.addHook('preClose', async () => {
      await unlisten();
      await unlistenUsers();
      await services.passwordReset.settled();
      await Promise.all(allJobs(jobs).map((job) => job.stop()));
      await services.notifications.stop();
      await services.webhookWorker.stop();
    });
  },
  { name: 'sefaresh-services' },
);
