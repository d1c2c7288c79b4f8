// The admin area's shared frame and helpers; features may import from here (never the other way round).
export { AdminLayout, AREA_TITLE } from './admin-layout';
export { ADMIN_NAV } from './nav';
