// The dealer panel (spec 001 §2.6): header with the dealer's name and order counts, the menu (profile modal, new
// shipments, catalogue, logout), the assigned orders in three tabs with counts, refresh and 12-a-page paging,
// the order modal (the wizard) and, beside the orders, the dealer's own commission. The order wizard, the
// profile and the commission section arrive through render props: the app layer composes the features.
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Col, Flex, Modal, Row, Segmented, Spin, Tabs, Tag, Typography, theme } from 'antd';
import { logout, useAuthStore } from '@sefaresh/shared-api';
import { ORDER_TAB_NAMES, type OrderTab } from '@sefaresh/shared-api/rules';
import {
  EmptyState,
  ErrorState,
  Pagination,
  toPersianDigits,
  useFlash,
  FlashMessage,
  ProfileModal,
} from '@sefaresh/shared-ui';
import { useDashboardStats } from '../../shared/queries';
import { SESSION_TEXTS, sessionProblem, useSignOutOnForbidden } from '../../shared/session';
import type { DealerOrderRow } from '../../shared/dealer-api';
import { Arrivals, CATALOGUE_PATH, NEW_ARRIVALS_PATH } from './arrivals';
import { PANEL_TEXTS as T } from './messages';
import { DealerOrderCard } from './order-card';
import { useLiveOrders } from './use-live-orders';
import { useAssignedOrders } from './use-assigned-orders';

export interface DealerPanelProps {
  /** The order modal's body (the wizard); `close` closes the modal. */
  renderOrder(orderId: number, close: () => void): ReactNode;
  /** The profile modal's body. */
  renderProfile(close: () => void): ReactNode;
  /** The "my commission" view. */
  renderCommission(): ReactNode;
}

const TAB_TEXTS: Readonly<Record<OrderTab, { label: string; empty: string }>> = {
  active: { label: T.tabActive, empty: T.emptyActive },
  completed: { label: T.tabCompleted, empty: T.emptyCompleted },
  rejected: { label: T.tabRejected, empty: T.emptyRejected },
};

type View = 'orders' | 'commission';
type OpenModal = { kind: 'order'; orderId: number } | { kind: 'profile' } | null;

function isValidOrderId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

function Count({ label, value }: { label: string; value: number | undefined }) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      style={{
        padding: '6px 14px',
        borderRadius: token.borderRadiusLG,
        background: token.colorFillQuaternary,
      }}
    >
      <span style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{label}</span>
      <strong style={{ fontSize: token.fontSizeHeading4 }} data-testid={`count-${label}`}>
        {value === undefined ? '—' : toPersianDigits(value)}
      </strong>
    </Flex>
  );
}

export function DealerPanel({ renderOrder, renderProfile, renderCommission }: DealerPanelProps) {
  const navigate = useNavigate();
  const userName = useAuthStore((s) => s.user?.name ?? '');
  const [view, setView] = useState<View>('orders');
  const [tab, setTab] = useState<OrderTab>('active');
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<OpenModal>(null);
  const { flash, show } = useFlash();

  // every 30 s on the active tab only, never while a modal is open (spec 001 §4)
  const autoRefresh = view === 'orders' && tab === 'active' && modal === null;
  const list = useAssignedOrders(tab, page, autoRefresh);
  useLiveOrders(autoRefresh);
  const stats = useDashboardStats();
  const problem = sessionProblem(list.error);
  useSignOutOnForbidden(list.error);

  const counts = list.data?.tab_counts;
  const total = counts ? counts.active + counts.completed + counts.rejected : stats.data?.total_orders;
  const active = counts?.active ?? stats.data?.active_orders;
  const dealerName = stats.data?.dealer.name || userName;

  const close = useCallback(() => setModal(null), []);
  const changeTab = (key: string) => {
    setTab(key as OrderTab);
    setPage(1); // a tab change goes back to page 1 (spec 001 §4)
  };
  const openOrder = (order: DealerOrderRow | null | undefined) => {
    if (!isValidOrderId(order?.id)) {
      show('error', T.invalidOrder);
      return;
    }
    setModal({ kind: 'order', orderId: order.id });
  };
  const signOut = () => {
    logout();
    navigate('/');
  };

  const data = list.data;
  let content: ReactNode;
  if (problem) {
    content = <Alert type="warning" showIcon role="alert" title={SESSION_TEXTS[problem]} />;
  } else if (list.isError) {
    content = (
      <ErrorState
        title={T.listFailedTitle}
        message={T.listFailed}
        onRetry={() => list.refetch()}
        retryLabel={T.retry}
      />
    );
  } else if (!data) {
    content = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin description={T.loadingOrders} />
      </Flex>
    );
  } else if (data.orders.length === 0) {
    content = (
      <Spin spinning={list.isPlaceholderData}>
        <EmptyState description={TAB_TEXTS[tab].empty} />
      </Spin>
    );
  } else {
    content = (
      <Spin spinning={list.isPlaceholderData}>
        {data.commissionFallback && (
          <Alert type="info" showIcon title={T.commissionFallback} style={{ marginBottom: 12 }} />
        )}
        <Row gutter={[16, 16]}>
          {data.orders.map((order) => (
            <Col key={order.id} xs={24} md={12} xl={8}>
              <DealerOrderCard order={order} commission={data.commissions.get(order.id)} onOpen={openOrder} />
            </Col>
          ))}
        </Row>
        <Flex vertical align="center" gap={8} style={{ marginTop: 24 }}>
          {data.total_pages > 1 && (
            <Typography.Text type="secondary" data-testid="page-of">
              {T.pageOf(data.page, data.total_pages)}
            </Typography.Text>
          )}
          <Pagination
            page={data.page}
            totalPages={data.total_pages}
            onChange={setPage}
            disabled={list.isFetching}
          />
        </Flex>
      </Spin>
    );
  }

  return (
    <section aria-label={T.title} dir="rtl">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex vertical gap={4}>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {T.welcome(dealerName)}
          </Typography.Title>
          {stats.data?.dealer.dealer_code && (
            <Typography.Text type="secondary">{T.dealerCode(stats.data.dealer.dealer_code)}</Typography.Text>
          )}
          <Flex gap={8} wrap style={{ marginTop: 4 }}>
            <Count label={T.totalOrders} value={total} />
            <Count label={T.activeOrders} value={active} />
          </Flex>
        </Flex>
        <Flex wrap gap={8} component="nav" aria-label={T.menu}>
          <Button onClick={() => setModal({ kind: 'profile' })}>{T.profile}</Button>
          <Button onClick={() => navigate(NEW_ARRIVALS_PATH)}>{T.newArrivals}</Button>
          <Button onClick={() => navigate(CATALOGUE_PATH)}>{T.catalogue}</Button>
          <Button danger onClick={signOut}>
            {T.logout}
          </Button>
        </Flex>
      </Flex>

      <FlashMessage flash={flash} />

      <Segmented<View>
        aria-label={T.views}
        value={view}
        onChange={setView}
        options={[
          { value: 'orders', label: T.ordersView },
          { value: 'commission', label: T.commissionView },
        ]}
        style={{ marginBottom: 16 }}
      />

      {view === 'commission' ? (
        renderCommission()
      ) : (
        <>
          <section aria-label={T.orders}>
            {/* above the tabs, so the three tabs keep the whole width of a phone */}
            <Flex justify="end">
              <Button onClick={() => list.refetch()} loading={list.isFetching && Boolean(data)}>
                {T.refresh}
              </Button>
            </Flex>
            <Tabs
              activeKey={tab}
              onChange={changeTab}
              items={ORDER_TAB_NAMES.map((key) => ({
                key,
                label: (
                  <span>
                    {TAB_TEXTS[key].label}{' '}
                    <Tag variant="filled" data-count={key} style={{ marginInlineEnd: 0 }}>
                      {toPersianDigits(counts?.[key] ?? 0)}
                    </Tag>
                  </span>
                ),
              }))}
            />
            {content}
          </section>
          <Arrivals />
        </>
      )}

      <Modal
        open={modal?.kind === 'order'}
        title={modal?.kind === 'order' ? T.orderModal(modal.orderId) : undefined}
        width={960}
        footer={null}
        onCancel={close}
        destroyOnHidden
      >
        {modal?.kind === 'order' && renderOrder(modal.orderId, close)}
      </Modal>
      <ProfileModal open={modal?.kind === 'profile'} onClose={close}>
        {modal?.kind === 'profile' && renderProfile(close)}
      </ProfileModal>
    </section>
  );
}
