// Every admin page of the route table (spec 002 §2, plus the linked report and activity-log pages), in menu order.
export interface AdminNavItem {
  path: string;
  label: string;
  /** Shown to super admins only. */
  superuserOnly?: boolean;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { path: '/admin', label: 'داشبورد' },
  { path: '/admin/orders', label: 'سفارش‌ها' },
  { path: '/admin/receivables', label: 'مطالبات' },
  { path: '/admin/products', label: 'محصولات' },
  { path: '/admin/announcements', label: 'اطلاعیه‌های محموله' },
  { path: '/admin/customers', label: 'مشتریان' },
  { path: '/admin/dealers', label: 'نمایندگان و کارکنان' },
  { path: '/admin/reports', label: 'گزارش‌ها' },
  { path: '/admin/reports/orders', label: 'گزارش سفارش‌ها' },
  { path: '/admin/reports/dealer-sales', label: 'فروش نمایندگان' },
  { path: '/admin/reports/commission-analysis', label: 'تحلیل کمیسیون' },
  { path: '/admin/activity-log', label: 'گزارش فعالیت‌ها' },
  { path: '/admin/api-keys', label: 'کلیدهای API', superuserOnly: true },
  { path: '/admin/webhooks', label: 'وب‌هوک‌ها', superuserOnly: true },
];

/** The menu entry of a location: the longest path that is the pathname or a prefix of it. */
export function activeNavPath(pathname: string): string {
  const clean = pathname.replace(/\/+$/, '') || '/';
  let best = ADMIN_NAV[0].path;
  for (const item of ADMIN_NAV) {
    if ((clean === item.path || clean.startsWith(`${item.path}/`)) && item.path.length > best.length)
      best = item.path;
  }
  return best;
}
