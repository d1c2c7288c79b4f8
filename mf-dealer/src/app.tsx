// What mf-dealer exposes (`./App`): the shell renders it for /dealer (dealer guard). The area's frame (title bar)
// around the dealer panel; this layer composes the features: the panel's order modal shows the wizard, its
// profile modal the shared profile, and its "my commission" view the commission section.
// The wizard, the commission section (with its chart) and the profile loader load on first use, so the panel's
// first page stays small (ARCHITECTURE.md §8).
import { lazy, Suspense, type ReactNode } from 'react';
import { Flex, Layout, Spin } from 'antd';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { AreaHeader, AreaQueryProvider, PageBoundary, ThemeProvider } from '@sefaresh/shared-ui';
import { DealerPanel } from './features/panel';

const OrderWizard = lazy(() => import('./features/order-wizard').then((m) => ({ default: m.OrderWizard })));
const CommissionSection = lazy(() =>
  import('./features/commission').then((m) => ({ default: m.CommissionSection })),
);
const ProfileModalBody = lazy(() =>
  import('./features/profile').then((m) => ({ default: m.ProfileModalBody })),
);

const lazyPart = (node: ReactNode) => (
  <Suspense
    fallback={
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    }
  >
    {node}
  </Suspense>
);

export const AREA_TITLE = 'پنل نماینده فروش';

function DealerArea() {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AreaHeader title={AREA_TITLE} />
      <Layout.Content style={{ padding: 'clamp(12px, 3vw, 24px)', minWidth: 0 }}>
        <PageBoundary resetKey={pathname + search} onReset={() => queryClient.resetQueries()}>
          <DealerPanel
            renderOrder={(orderId, close) => lazyPart(<OrderWizard orderId={orderId} onBack={close} />)}
            renderProfile={(close) => lazyPart(<ProfileModalBody onClose={close} />)}
            renderCommission={() => lazyPart(<CommissionSection />)}
          />
        </PageBoundary>
      </Layout.Content>
    </Layout>
  );
}

export default function App() {
  return (
    <ThemeProvider>
      <AreaQueryProvider>
        <DealerArea />
      </AreaQueryProvider>
    </ThemeProvider>
  );
}
