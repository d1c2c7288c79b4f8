// What mf-customer exposes (`./App`): the shell renders it for /dashboard, /orders/create, /orders/:orderId and /profile.
// The area's frame: header (title, user, logout) around the page. /profile shows the profile; the other pages
// arrive in later issues and show a notice until then.
import { lazy, Suspense } from 'react';
import { Flex, Layout, Spin } from 'antd';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { logout, useAuthStore } from '@sefaresh/shared-api';
import { AreaHeader, ThemeProvider, toPersianDigits, UnderConstruction } from '@sefaresh/shared-ui';

export const AREA_TITLE = 'پنل مشتری';

// Each page loads on its own visit.
const ProfilePage = lazy(() => import('./features/profile').then((m) => ({ default: m.ProfileView })));

const LOADING = (
  <Flex justify="center" style={{ padding: 48 }}>
    <Spin />
  </Flex>
);

function pageName(pathname: string): string {
  if (matchPath('/orders/create', pathname)) return 'ثبت سفارش جدید';
  const order = matchPath('/orders/:orderId', pathname);
  if (order) return `سفارش شماره ${toPersianDigits(order.params.orderId ?? '')}`;
  if (matchPath('/profile', pathname)) return 'پروفایل';
  return 'داشبورد';
}

function CustomerArea() {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signOut = () => {
    logout();
    navigate('/');
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AreaHeader title={AREA_TITLE} userName={user?.name} onLogout={signOut} />
      <Layout.Content style={{ padding: 24 }}>
        {matchPath('/profile', pathname) ? (
          <Suspense fallback={LOADING}>
            <ProfilePage />
          </Suspense>
        ) : (
          <UnderConstruction title={`${pageName(pathname)} در حال ساخت است`} />
        )}
      </Layout.Content>
    </Layout>
  );
}

export default function App() {
  return (
    <ThemeProvider>
      <CustomerArea />
    </ThemeProvider>
  );
}
