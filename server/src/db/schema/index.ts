// The one database schema, one file per domain. Change it, then `npm run db:generate -w server` and commit the
// new migration (drizzle.config.ts points drizzle-kit at this file).
export * from './accounts';
export * from './notifications';
export * from './catalogue';
export * from './orders';
export * from './payments';
export * from './receivables';
export * from './invoices';
export * from './dealers';
export * from './order-counts';
export * from './user-counts';
export * from './dealer-totals';
export * from './admin-actions';
export * from './api-keys';
export * from './quotes';
export * from './webhooks';
export * from './job-leases';
export * from './order-search';
