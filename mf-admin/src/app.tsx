// What mf-admin exposes (`./App`): the shell renders it for /admin/* (admin guard). The app layer composes the
// features: the admin frame (header, side navigation) around the page of the address, one TanStack Query client
// for the area, and an error boundary around each page (a page that throws shows a Persian panel with a retry in
// its place; the frame and the navigation keep working, and moving elsewhere clears it). Each page loads on its
// own visit; an address of no page shows a not-found notice.
import { lazy, Suspense, type ReactNode } from 'react';
import { App as AntApp, Flex, Spin } from 'antd';
import { matchPath, useLocation } from 'react-router-dom';
import { AreaQueryProvider, PageBoundary, ThemeProvider, UnderConstruction } from '@sefaresh/shared-ui';
import { AdminLayout } from './layout';
import { useLiveOrders } from './lib/live-orders';

export { AREA_TITLE } from './layout';

const AdminDashboardPage = lazy(() =>
  import('./features/dashboard').then((m) => ({ default: m.AdminDashboardPage })),
);
const ActivityLogPage = lazy(() =>
  import('./features/activity-log').then((m) => ({ default: m.ActivityLogPage })),
);
const AdminOrdersPage = lazy(() =>
  import('./features/orders-list').then((m) => ({ default: m.AdminOrdersPage })),
);
const AdminProductsPage = lazy(() =>
  import('./features/products').then((m) => ({ default: m.AdminProductsPage })),
);
const PriceListActions = lazy(() =>
  import('./features/price-list').then((m) => ({ default: m.PriceListActions })),
);
const AdminOrderEditorPage = lazy(() =>
  import('./features/order-editor').then((m) => ({ default: m.AdminOrderEditorPage })),
);

const ApiKeysPage = lazy(() => import('./features/api-keys').then((m) => ({ default: m.ApiKeysPage })));
const WebhooksPage = lazy(() => import('./features/webhooks').then((m) => ({ default: m.WebhooksPage })));
const ReceivablesPage = lazy(() =>
  import('./features/receivables').then((m) => ({ default: m.ReceivablesPage })),
);

const AnnouncementsPage = lazy(() =>
  import('./features/announcements').then((m) => ({ default: m.AnnouncementsPage })),
);

const CustomersPage = lazy(() => import('./features/customers').then((m) => ({ default: m.CustomersPage })));

const DealersPage = lazy(() => import('./features/dealers').then((m) => ({ default: m.DealersPage })));

const ReportsHubPage = lazy(() => import('./features/reports').then((m) => ({ default: m.ReportsHubPage })));
const OrdersReportPage = lazy(() =>
  import('./features/reports').then((m) => ({ default: m.OrdersReportPage })),
);
const DealerSalesPage = lazy(() =>
  import('./features/reports').then((m) => ({ default: m.DealerSalesPage })),
);
const CommissionAnalysisPage = lazy(() =>
  import('./features/reports').then((m) => ({ default: m.CommissionAnalysisPage })),
);

const LOADING = (
  <Flex justify="center" style={{ padding: 48 }}>
    <Spin />
  </Flex>
);

/** Spec 002 §2 route table, plus the report and activity-log pages the documents link to. */
// The shell mounts this area under /admin/*, so useParams() sees only the splat: pages get their params from here.
const PAGES: Array<[pattern: string, page: (params: Record<string, string | undefined>) => ReactNode]> = [
  ['/admin', () => <AdminDashboardPage />],
  ['/admin/orders', () => <AdminOrdersPage />],
  ['/admin/orders/:orderId', (params) => <AdminOrderEditorPage orderId={params.orderId} />],
  ['/admin/receivables', () => <ReceivablesPage />],
  ['/admin/activity-log', () => <ActivityLogPage />],
  ['/admin/api-keys', () => <ApiKeysPage />],
  ['/admin/webhooks', () => <WebhooksPage />],
  [
    '/admin/products',
    () => (
      <AdminProductsPage
        actions={
          <Suspense fallback={null}>
            <PriceListActions />
          </Suspense>
        }
      />
    ),
  ],
  ['/admin/announcements', () => <AnnouncementsPage />],
  ['/admin/customers', () => <CustomersPage />],
  ['/admin/dealers', () => <DealersPage />],
  ['/admin/reports', () => <ReportsHubPage />],
  ['/admin/reports/orders', () => <OrdersReportPage />],
  ['/admin/reports/dealer-sales', () => <DealerSalesPage />],
  ['/admin/reports/commission-analysis', () => <CommissionAnalysisPage />],
];

function page(pathname: string): ReactNode {
  for (const [pattern, render] of PAGES) {
    const match = matchPath(pattern, pathname);
    if (match) return render(match.params);
  }
  return (
    <UnderConstruction title="صفحه مورد نظر یافت نشد" description="این صفحه در پنل مدیریت وجود ندارد." />
  );
}

export function AdminArea() {
  const { pathname, search } = useLocation();
  useLiveOrders();
  return (
    <AdminLayout>
      <PageBoundary resetKey={`${pathname}${search}`}>
        {/* keyed by page, so a pending load of one page never sticks to the next */}
        <Suspense key={pathname} fallback={LOADING}>
          {page(pathname)}
        </Suspense>
      </PageBoundary>
    </AdminLayout>
  );
}

export default function App() {
  return (
    <ThemeProvider>
      <AreaQueryProvider>
        <AntApp>
          <AdminArea />
        </AntApp>
      </AreaQueryProvider>
    </ThemeProvider>
  );
}
