// What mf-customer exposes (`./App`): the shell renders it for /dashboard, /orders/create, /orders/:orderId and /profile.
// The area's frame (header with title, user and logout) around the page; each page loads on its own visit, and
// this layer composes the features (the dashboard's modals show the profile, the order form and the upload form).
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Flex, Layout, Spin } from 'antd';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { logout, readCreateOrderLink, useAuthStore } from '@sefaresh/shared-api';
import { AreaHeader, AreaQueryProvider, PageBoundary, ThemeProvider, usePhone } from '@sefaresh/shared-ui';
import { DASHBOARD_MESSAGES } from './features/dashboard/messages';
import { prefetchFirstOrders, takeAreaQueryClient, useLiveOrders } from './server-state';

export const AREA_TITLE = 'پنل مشتری';

const ProfileView = lazy(() => import('./features/profile').then((m) => ({ default: m.ProfileView })));
const loadDashboard = () => import('./features/dashboard');
const CustomerDashboard = lazy(() => loadDashboard().then((m) => ({ default: m.CustomerDashboard })));

/**
 * The shell calls this right after a sign-in that lands on `path` (AreaModule.preload), while the sign-in page is
 * still up: the dashboard's code and its first page of orders are on their way before it renders.
 */
export function preload(path: string): void {
  if (!matchPath('/dashboard', path)) return;
  loadDashboard().catch(() => undefined); // the page's own load shows a failure
  prefetchFirstOrders();
}
const CreateOrderForm = lazy(() =>
  import('./features/create-order').then((m) => ({ default: m.CreateOrderForm })),
);
const OrderDetailPage = lazy(() =>
  import('./features/order-detail').then((m) => ({ default: m.OrderDetailPage })),
);
const ReceiptUploadForm = lazy(() =>
  import('./components/receipt-upload').then((m) => ({ default: m.ReceiptUploadForm })),
);

const LOADING = (
  <Flex justify="center" style={{ padding: 48 }}>
    <Spin />
  </Flex>
);

const lazyPart = (node: ReactNode) => <Suspense fallback={LOADING}>{node}</Suspense>;

function DashboardPage() {
  const { state } = useLocation();
  const initialMessage = (state as { message?: string } | null)?.message ?? null;
  return (
    <CustomerDashboard
      initialMessage={initialMessage}
      renderProfile={(close) => lazyPart(<ProfileView onGoToDashboard={close} showHeading={false} />)}
      renderCreateOrder={(done) =>
        lazyPart(
          <CreateOrderForm showTitle={false} onCreated={() => done(true)} onCancel={() => done(false)} />,
        )
      }
      renderReceiptUpload={(orderId, done) =>
        lazyPart(
          <ReceiptUploadForm orderId={orderId} onUploaded={() => done(true)} onCancel={() => done(false)} />,
        )
      }
    />
  );
}

function CreateOrderPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <CreateOrderForm
      preset={readCreateOrderLink(search)}
      onCreated={() => navigate('/dashboard', { state: { message: DASHBOARD_MESSAGES.orderCreated } })}
      onCancel={() => navigate('/dashboard')}
    />
  );
}

function page(pathname: string): ReactNode {
  if (matchPath('/profile', pathname)) return <ProfileView />;
  if (matchPath('/orders/create', pathname)) return <CreateOrderPage />;
  if (matchPath('/orders/:orderId', pathname)) return <OrderDetailPage />;
  return <DashboardPage />;
}

function CustomerArea() {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useLiveOrders();
  // a phone's width goes to the content, not to the page's margins
  const phone = usePhone();
  const signOut = () => {
    logout();
    navigate('/');
  };
  // the dashboard has its own logout among its header buttons (spec 000 §2)
  const onDashboard = !!matchPath('/dashboard', pathname);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AreaHeader title={AREA_TITLE} userName={user?.name} onLogout={onDashboard ? undefined : signOut} />
      <Layout.Content style={{ padding: phone ? 12 : 24, minWidth: 0 }}>
        <PageBoundary resetKey={pathname + search}>
          <Suspense fallback={LOADING}>{page(pathname)}</Suspense>
        </PageBoundary>
      </Layout.Content>
    </Layout>
  );
}

export default function App() {
  const [client] = useState(() => takeAreaQueryClient());
  return (
    <ThemeProvider>
      <AreaQueryProvider client={client}>
        <CustomerArea />
      </AreaQueryProvider>
    </ThemeProvider>
  );
}
