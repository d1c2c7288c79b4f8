export * from './test-api';
export * from './order-fixtures';
export * from './timers';
export { resetOrderEvents } from '@sefaresh/shared-api/core';
export * from './customer-info-cases';
export * from './quote-fixtures';
export * from './receivable-fixtures';
