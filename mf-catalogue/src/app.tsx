// What mf-catalogue exposes (`./App`): the shell renders it for /product and /product/newarrivals (public).
// The header offers each visitor their way on: sign in for visitors, create order and dashboard for customers,
// the dealer panel for dealers, the admin panel for staff.
import { lazy, Suspense } from 'react';
import { Button, Flex, Layout, Spin } from 'antd';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { CREATE_ORDER_PATH, logout, useAuthStore, type AuthUser } from '@sefaresh/shared-api';
import { isStaffAccount } from '@sefaresh/shared-api/rules';
import { AreaHeader, AreaQueryProvider, PageBoundary, ThemeProvider } from '@sefaresh/shared-ui';

export const AREA_TITLE = 'کاتالوگ محصولات';

const CataloguePage = lazy(() => import('./features/products').then((m) => ({ default: m.CataloguePage })));
const NewArrivalsPage = lazy(() =>
  import('./features/new-arrivals').then((m) => ({ default: m.NewArrivalsPage })),
);

export const NAV_TEXTS = Object.freeze({
  home: 'صفحه اصلی',
  login: 'ورود',
  createOrder: 'ثبت سفارش جدید',
  dashboard: 'داشبورد',
  dealer: 'پنل نماینده',
  admin: 'پنل مدیریت',
});

/** The buttons a signed-in user gets by role (spec 001 §2.7, §6). */
function roleLinks(user: AuthUser): { label: string; path: string; primary?: boolean }[] {
  if (isStaffAccount(user)) return [{ label: NAV_TEXTS.admin, path: '/admin' }];
  if (user.is_dealer) return [{ label: NAV_TEXTS.dealer, path: '/dealer' }];
  return [
    { label: NAV_TEXTS.createOrder, path: CREATE_ORDER_PATH, primary: true },
    { label: NAV_TEXTS.dashboard, path: '/dashboard' },
  ];
}

function CatalogueHeader() {
  const user = useAuthStore((s) => s.user);
  const accessToken = useAuthStore((s) => s.accessToken);
  const navigate = useNavigate();
  const link = (label: string, path: string, primary?: boolean) => (
    <Button
      key={path}
      type={primary ? 'primary' : 'default'}
      href={path}
      onClick={(e) => {
        e.preventDefault();
        navigate(path);
      }}
    >
      {label}
    </Button>
  );
  if (user && accessToken) {
    const signOut = () => {
      logout();
      navigate('/');
    };
    return (
      <AreaHeader
        title={AREA_TITLE}
        userName={user.name}
        onLogout={signOut}
        extra={<>{roleLinks(user).map((l) => link(l.label, l.path, l.primary))}</>}
      />
    );
  }
  return (
    <AreaHeader
      title={AREA_TITLE}
      extra={
        <>
          {link(NAV_TEXTS.home, '/')}
          {link(NAV_TEXTS.login, '/login', true)}
        </>
      }
    />
  );
}

const LOADING = (
  <Flex justify="center" style={{ padding: 48 }}>
    <Spin />
  </Flex>
);

function CatalogueArea() {
  const { pathname, search } = useLocation();
  const page = matchPath('/product/newarrivals', pathname) ? <NewArrivalsPage /> : <CataloguePage />;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <CatalogueHeader />
      <Layout.Content style={{ padding: 'clamp(12px, 3vw, 24px)' }}>
        <PageBoundary resetKey={pathname + search}>
          <Suspense fallback={LOADING}>{page}</Suspense>
        </PageBoundary>
      </Layout.Content>
    </Layout>
  );
}

export default function App() {
  return (
    <ThemeProvider>
      <AreaQueryProvider>
        <CatalogueArea />
      </AreaQueryProvider>
    </ThemeProvider>
  );
}
