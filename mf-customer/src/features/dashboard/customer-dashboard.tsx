// The customer dashboard (spec 000 §2 "Customer dashboard"): header, message banners, announcement previews,
// the orders in three tabs (server-side paging), the quick-actions card and the modals. Other features (profile,
// order creation, receipt upload) arrive through render props: the app layer composes them.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Col, Flex, Modal, Row, Spin, Tag, Typography } from 'antd';
import { logout, useAuthStore, type OrderSummary, type OrderTab } from '@sefaresh/shared-api';
import { ORDER_TAB_NAMES } from '@sefaresh/shared-api/rules';
import {
  EmptyState,
  ErrorState,
  Pagination,
  ResponsiveTabs,
  toPersianDigits,
  useFlash,
  usePhone,
  FlashMessage,
} from '@sefaresh/shared-ui';
import { Announcements, NEW_ARRIVALS_PATH } from './announcements';
import { isSessionEnded } from '../../server-state';
import { PROFILE_MODAL_WIDTH } from './constants';
import { DashboardMenu } from './dashboard-menu';
import { DASHBOARD_MESSAGES as T } from './messages';
import { OrderCard } from './order-card';
import { QuickActions } from './quick-actions';
import { RejectOrderModal } from './reject-order-modal';
import { useOrders } from './use-orders';

export interface CustomerDashboardProps {
  /** The body of the large profile modal; `close` closes it (e.g. the profile's 'back to dashboard'). */
  renderProfile(close: () => void): ReactNode;
  /** The body of the create-order modal; call `done(true)` after a successful create, `done(false)` to cancel. */
  renderCreateOrder(done: (created: boolean) => void): ReactNode;
  /** The body of the receipt upload modal of one order; `done(true)` after a successful upload. */
  renderReceiptUpload(orderId: number, done: (uploaded: boolean) => void): ReactNode;
  /** A success banner to show on arrival (e.g. passed from /orders/create through navigation state). */
  initialMessage?: string | null;
}

const CATALOGUE_PATH = '/product';

const TAB_TEXTS: Readonly<Record<OrderTab, { label: string; empty: string }>> = {
  active: { label: T.tabActive, empty: T.emptyActive },
  completed: { label: T.tabCompleted, empty: T.emptyCompleted },
  rejected: { label: T.tabRejected, empty: T.emptyRejected },
};
const TABS = ORDER_TAB_NAMES.map((key) => ({ key, ...TAB_TEXTS[key] }));

type OpenModal = { kind: 'profile' } | { kind: 'create' } | { kind: 'receipt'; orderId: number } | null;

export function CustomerDashboard({
  renderProfile,
  renderCreateOrder,
  renderReceiptUpload,
  initialMessage,
}: CustomerDashboardProps) {
  const navigate = useNavigate();
  const userName = useAuthStore((s) => s.user?.name ?? '');
  // on a phone the orders come first, above the fold; the announcements follow them
  const phone = usePhone();
  const orders = useOrders();
  const { reload, setTab, setPage } = orders;
  const { flash, show } = useFlash();
  const [modal, setModal] = useState<OpenModal>(null);
  const [rejecting, setRejecting] = useState<number | null>(null);

  useEffect(() => {
    if (initialMessage) show('success', initialMessage);
  }, [initialMessage, show]);

  // A 401 here means the shared client's refresh failed: the shell says so and goes to /login.
  const sessionEnded = isSessionEnded(orders.error);

  const closeModal = useCallback(() => setModal(null), []);
  const openCreate = () => setModal({ kind: 'create' });
  const goCatalogue = () => navigate(CATALOGUE_PATH);
  const goNewArrivals = () => navigate(NEW_ARRIVALS_PATH);
  const signOut = () => {
    logout();
    navigate('/');
  };

  const created = useCallback(
    (ok: boolean) => {
      setModal(null);
      if (!ok) return;
      show('success', T.orderCreated);
      setTab('active'); // page 1 of the active tab, loaded again
    },
    [setTab, show],
  );
  const uploaded = useCallback(
    (ok: boolean) => {
      setModal(null);
      if (!ok) return;
      show('success', T.receiptUploaded);
      reload();
    },
    [reload, show],
  );
  const rejected = () => {
    setRejecting(null);
    show('success', T.orderRejected);
    reload();
  };
  const showError = useCallback((text: string) => show('error', text), [show]);

  const data = orders.dataIsForTab ? orders.data : null;
  const counts = orders.data?.tab_counts;
  const totalPages = data?.total_pages ?? 0;
  const currentTab = TABS.find((t) => t.key === orders.tab) ?? TABS[0];

  let content: ReactNode;
  if (sessionEnded) {
    content = null;
  } else if (orders.error) {
    content = (
      <ErrorState
        title={T.ordersLoadFailedTitle}
        message={T.ordersLoadFailed}
        onRetry={reload}
        retryLabel={T.retry}
      />
    );
  } else if (!data) {
    content = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin description={T.loadingOrders} />
      </Flex>
    );
  } else if (data.results.length === 0) {
    content = (
      <Spin spinning={orders.loading}>
        <EmptyState
          description={currentTab.empty}
          action={
            currentTab.key === 'active' ? (
              <Button type="primary" onClick={openCreate}>
                {T.createOrder}
              </Button>
            ) : undefined
          }
        />
      </Spin>
    );
  } else {
    content = (
      <Spin spinning={orders.loading}>
        <Row gutter={[16, 16]}>
          {data.results.map((order: OrderSummary) => (
            <Col key={order.id} xs={24} md={12} xl={8}>
              <OrderCard
                order={order}
                onReject={(o) => setRejecting(o.id)}
                onUploadReceipt={(o) => setModal({ kind: 'receipt', orderId: o.id })}
                onError={showError}
              />
            </Col>
          ))}
        </Row>
        <Flex justify="center" style={{ marginTop: 24 }}>
          <Pagination page={data.page} totalPages={totalPages} onChange={setPage} disabled={orders.loading} />
        </Flex>
      </Spin>
    );
  }

  return (
    <section aria-label={T.title} dir="rtl">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {T.welcome(userName)}
          </Typography.Title>
          {totalPages > 1 && data && (
            <Typography.Text type="secondary" data-testid="page-of">
              {T.pageOf(toPersianDigits(data.page), toPersianDigits(totalPages))}
            </Typography.Text>
          )}
        </div>
        <DashboardMenu
          onProfile={() => setModal({ kind: 'profile' })}
          onNewArrivals={goNewArrivals}
          onCatalogue={goCatalogue}
          onCreateOrder={openCreate}
          onLogout={signOut}
        />
      </Flex>

      <FlashMessage flash={flash} />

      {!phone && <Announcements />}

      <section aria-label={T.orders}>
        <ResponsiveTabs
          label={T.orders}
          activeKey={orders.tab}
          onChange={(key) => setTab(key as OrderTab)}
          extra={
            <Button onClick={reload} loading={orders.loading && Boolean(data)}>
              {T.refresh}
            </Button>
          }
          items={TABS.map((t) => ({
            key: t.key,
            label: (
              <span>
                {t.label}{' '}
                <Tag variant="filled" data-count={t.key} style={{ marginInlineEnd: 0 }}>
                  {toPersianDigits(counts?.[t.key] ?? 0)}
                </Tag>
              </span>
            ),
          }))}
        />
        {content}
      </section>

      {phone && <Announcements />}

      <QuickActions onCreateOrder={openCreate} onCatalogue={goCatalogue} onNewArrivals={goNewArrivals} />

      <Modal
        open={modal?.kind === 'profile'}
        title={T.profileModal}
        width={PROFILE_MODAL_WIDTH}
        footer={null}
        onCancel={closeModal}
        destroyOnHidden
      >
        {modal?.kind === 'profile' && renderProfile(closeModal)}
      </Modal>
      <Modal
        open={modal?.kind === 'create'}
        title={T.createModal}
        width={900}
        footer={null}
        onCancel={closeModal}
        destroyOnHidden
      >
        {modal?.kind === 'create' && renderCreateOrder(created)}
      </Modal>
      <Modal
        open={modal?.kind === 'receipt'}
        title={modal?.kind === 'receipt' ? T.receiptModal(toPersianDigits(modal.orderId)) : undefined}
        width={640}
        footer={null}
        onCancel={closeModal}
        destroyOnHidden
      >
        {modal?.kind === 'receipt' && renderReceiptUpload(modal.orderId, uploaded)}
      </Modal>
      <RejectOrderModal orderId={rejecting} onClose={() => setRejecting(null)} onRejected={rejected} />
    </section>
  );
}
