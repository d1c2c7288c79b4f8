// The whole of shared-api for the apps. The stateful core comes from '@sefaresh/shared-api/core' (one copy per
// page, provided by the shell); the endpoint functions, types and rules below are bundled into each app.
export {
  useAuthStore,
  authStore,
  logout,
  rehydrateAuth,
  readPersistedAuth,
  homePathFor,
  STORAGE_KEYS,
} from '@sefaresh/shared-api/core';
export type { AuthState, AuthTokens, AuthUser } from '@sefaresh/shared-api/core';
export { subscribeOrderEvents, useOrderEventsLive, isOrderEventsLive } from '@sefaresh/shared-api/core';
export type { OrderEvent, OrderEventsListener } from '@sefaresh/shared-api/core';
export { api, configureApi, getApiConfig, refreshSession, apiUrl } from '@sefaresh/shared-api/core';
export type { ApiClient, ApiConfig } from '@sefaresh/shared-api/core';
export { CORE_VERSION } from '@sefaresh/shared-api/core';
export {
  ApiError,
  isApiError,
  isEmailTakenError,
  serverErrorText,
  errorText,
  fieldErrorsFor,
  normalizeFieldErrors,
  defaultMessageFor,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from '@sefaresh/shared-api/core';
export type { ApiErrorKind, ErrorTextOptions } from '@sefaresh/shared-api/core';
export { authApi, login } from './endpoints/auth';
export { systemApi, health, contactQuery, type ContactResponse } from './endpoints/system';
export {
  accountsApi,
  contactsApi,
  googleAuthApi,
  profileApi,
  profileKeys,
  profileQuery,
  ordersSummaryQuery,
  notificationsHistoryQuery,
  googleConfigQuery,
} from './endpoints/accounts';
export type * from './endpoints/accounts';
export {
  catalogueApi,
  catalogueKeys,
  categoriesQuery,
  productCategoriesQuery,
  productsForOrdersQuery,
  productsQuery,
  newArrivalsQuery,
  shipmentAnnouncementsQuery,
  shipmentAnnouncementQuery,
} from './endpoints/catalogue';
export type * from './endpoints/catalogue';
export {
  ordersApi,
  customersApi,
  invoiceFileName,
  orderKeys,
  ordersQuery,
  orderQuery,
  receiptsQuery,
  invoiceStatusQuery,
  receiptFileQuery,
  invoiceInfoQuery,
} from './endpoints/orders';
export type * from './endpoints/orders';
export {
  adminOrdersApi,
  adminOrderKeys,
  adminOrdersQuery,
  adminOrderQuery,
  adminCustomerInfoQuery,
} from './endpoints/admin-orders';
export type * from './endpoints/admin-orders';
export {
  receivablesApi,
  receivableKeys,
  statementQuery,
  customerStatementQuery,
  chequePictureQuery,
  statementFileName,
  chequeRefusal,
} from './endpoints/receivables';
export type * from './endpoints/receivables';
export { adminReceivablesApi, adminReceivableKeys, receivablesQuery } from './endpoints/admin-receivables';
export type * from './endpoints/admin-receivables';
export { quotesApi, quoteKeys, quotesQuery, quotePdfFileName } from './endpoints/quotes';
export type * from './endpoints/quotes';
export { adminProductsApi, adminProductKeys, adminProductsQuery } from './endpoints/admin-products';
export {
  adminAnnouncementsApi,
  adminAnnouncementKeys,
  adminAnnouncementsQuery,
} from './endpoints/admin-announcements';
export type * from './endpoints/admin-announcements';
export type * from './endpoints/admin-products';
export { priceListApi } from './endpoints/price-list';
export { apiKeysApi } from './endpoints/api-keys';
export type * from './endpoints/api-keys';
export {
  WEBHOOK_DELIVERIES_PAGE,
  webhookDeliveriesQuery,
  webhookKeys,
  webhooksApi,
  webhooksQuery,
} from './endpoints/webhooks';
export type * from './endpoints/webhooks';
export type * from './endpoints/price-list';
export {
  adminNotificationsApi,
  failedNotificationKeys,
  failedNotificationsQuery,
} from './endpoints/admin-notifications';
export type * from './endpoints/admin-notifications';
export { reportsApi, reportKeys, dashboardQuery, activityLogQuery } from './endpoints/reports';
export type * from './endpoints/reports';
export * from './endpoints/dealers';
export {
  peopleApi,
  peopleKeys,
  customersQuery,
  customerDetailsQuery,
  userSearchQuery,
  dealersQuery,
  dealerStatsQuery,
  commissionsQuery,
  staffQuery,
  dealerPerformanceQuery,
  dealerMonthlyQuery,
  dealerCustomersQuery,
  customerOrdersQuery,
  dealerRecentOrdersQuery,
  reportsHubQuery,
  reportQuery,
} from './endpoints/people';
export type * from './endpoints/people';
export type * from './types';
export { queryOptionsOf } from './endpoints/query';
export type { QueryOptionsOf } from './endpoints/query';
export * as rules from './rules';
export { CREATE_ORDER_PATH, createOrderHref, readCreateOrderLink, inquiryComment } from './links';
export type { CreateOrderLink } from './links';
