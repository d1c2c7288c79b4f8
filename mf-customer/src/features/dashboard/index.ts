// The customer dashboard feature (/dashboard): the app layer passes the profile, order-creation and receipt-upload
// bodies of its modals as render props (features do not import each other).
export { CustomerDashboard } from './customer-dashboard';
export type { CustomerDashboardProps } from './customer-dashboard';
