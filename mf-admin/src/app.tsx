// What mf-admin exposes (`./App`): the shell renders it for /admin/* (admin guard). Pages are chosen with
// relative routes under that splat, so the same element serves /admin, /admin/orders/7, /admin/dealers …
// The pages arrive in later issues; for now the area's frame: header (title, user, logout) and a notice.
import { Layout } from 'antd';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { logout, useAuthStore } from '@sefaresh/shared-api';
import { AreaHeader, ThemeProvider, UnderConstruction } from '@sefaresh/shared-ui';

export const AREA_TITLE = 'پنل مدیریت';

/** Spec 002 §2, relative to /admin. */
const PAGES: Array<[path: string, name: string]> = [
  ['', 'داشبورد مدیریت'],
  ['orders', 'سفارش‌ها'],
  ['orders/:orderId', 'ویرایش سفارش'],
  ['products', 'محصولات'],
  ['announcements', 'اطلاعیه‌های محموله'],
  ['customers', 'مشتریان'],
  ['dealers', 'نمایندگان و کارکنان'],
  ['reports/*', 'گزارش‌ها'],
  ['*', 'پنل مدیریت'],
];

function AdminArea() {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const signOut = () => {
    logout();
    navigate('/');
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AreaHeader title={AREA_TITLE} userName={user?.name} onLogout={signOut} />
      <Layout.Content style={{ padding: 24 }}>
        <Routes>
          {PAGES.map(([path, name]) => (
            <Route key={path} path={path} index={path === '' ? true : undefined} element={<UnderConstruction title={`${name} در حال ساخت است`} />} />
          ))}
        </Routes>
      </Layout.Content>
    </Layout>
  );
}

export default function App() {
  return (
    <ThemeProvider>
      <AdminArea />
    </ThemeProvider>
  );
}
