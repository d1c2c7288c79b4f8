// A title per route in the browser's tab and history: '<page> | سامانه ثبت سفارش', from the route
// table of spec 002 §2, whichever area draws the page. No order number: the shell carries no digit conversion
// (the rules module would cost 6 KB on the sign-in page, which is at its budget).
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

export const PRODUCT_NAME = 'سامانه ثبت سفارش';

/** Most specific first: the first pattern that matches names the page. */
const TITLES: Array<[pattern: string, title: string]> = [
  ['/login', 'ورود'],
  ['/register', 'ثبت‌نام'],
  ['/complete-profile', 'تکمیل اطلاعات حساب'],
  ['/dashboard', 'داشبورد'],
  ['/orders/create', 'ثبت سفارش جدید'],
  ['/orders/:orderId', 'جزئیات سفارش'],
  ['/profile', 'پروفایل'],
  ['/dealer', 'پنل نماینده'],
  ['/admin', 'داشبورد مدیریت'],
  ['/admin/orders', 'مدیریت سفارش‌ها'],
  ['/admin/orders/:orderId', 'ویرایش سفارش'],
  ['/admin/receivables', 'مطالبات'],
  ['/admin/products', 'مدیریت محصولات'],
  ['/admin/announcements', 'اطلاعیه‌های محموله'],
  ['/admin/customers', 'مدیریت مشتریان'],
  ['/admin/dealers', 'نمایندگان و کارکنان'],
  ['/admin/activity-log', 'گزارش فعالیت‌ها'],
  ['/admin/reports', 'گزارش‌ها'],
  ['/admin/reports/orders', 'گزارش سفارش‌ها'],
  ['/admin/reports/dealer-sales', 'فروش نمایندگان'],
  ['/admin/reports/commission-analysis', 'تحلیل کمیسیون'],
  ['/product', 'کاتالوگ محصولات'],
  ['/product/newarrivals', 'محموله‌های جدید'],
];

/** The tab's title for a path: the landing page is the product's name alone; an unknown path says so. */
function titleFor(pathname: string): string {
  if (pathname === '/') return PRODUCT_NAME;
  for (const [pattern, title] of TITLES) {
    if (matchPath(pattern, pathname)) return `${title} | ${PRODUCT_NAME}`;
  }
  return `صفحه پیدا نشد | ${PRODUCT_NAME}`;
}

export function PageTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);
  return null;
}
