// The admin area's shared frame and helpers; features may import from here (never the other way round).
export { AdminLayout, AREA_TITLE, NAV_LABEL, NAV_TOGGLE_LABEL } from './admin-layout';
export { ADMIN_NAV, activeNavPath } from './nav';
export type { AdminNavItem } from './nav';
