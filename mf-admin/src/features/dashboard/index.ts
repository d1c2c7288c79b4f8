// The admin dashboard (/admin): what needs action now, with links into the filtered admin pages.
export { AdminDashboardPage } from './admin-dashboard-page';
