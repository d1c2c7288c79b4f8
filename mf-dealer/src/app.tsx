// What mf-dealer exposes (`./App`): the shell renders it for /dealer (dealer guard). The area's frame (title bar)
// around the dealer panel; this layer composes the features: the panel's order modal shows the wizard, its
// profile modal the shared profile, and its "my commission" view the commission section.
import { Layout } from 'antd';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { AreaHeader, AreaQueryProvider, PageBoundary, ThemeProvider } from '@sefaresh/shared-ui';
import { CommissionSection } from './features/commission';
import { OrderWizard } from './features/order-wizard';
import { DealerPanel } from './features/panel';
import { ProfileModalBody } from './features/profile';

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
            renderOrder={(orderId, close) => <OrderWizard orderId={orderId} onBack={close} />}
            renderProfile={(close) => <ProfileModalBody onClose={close} />}
            renderCommission={() => <CommissionSection />}
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
