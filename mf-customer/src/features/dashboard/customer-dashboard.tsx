// The customer dashboard (spec 000 §2 "Customer dashboard"): header, message banners, announcement previews,
// the orders in three tabs (server-side paging), the quick-actions card and the modals. Other features (profile,
// order creation, receipt upload) arrive through render props: the app layer composes them.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Flex, Modal, Row, Tag, Typography } from 'antd';
import {
  logout,
  newArrivalsQuery,
  orderKeys,
  ordersQuery,
  shipmentAnnouncementsQuery,
  useAuthStore,
  useOrderEventsLive,
  type OrderSummary,
  type OrderTab,
} from '@sefaresh/shared-api';
import { ORDER_TAB_NAMES } from '@sefaresh/shared-api/rules';
import {
  EmptyState,
  Pagination,
  QueryState,
  ResponsiveTabs,
  toPersianDigits,
  useFlash,
  usePhone,
  FlashMessage,
  ProfileModal,
} from '@sefaresh/shared-ui';
import { Announcements, NEW_ARRIVALS_PATH } from './announcements';
import { FIRST_ORDERS_FRESH_MS, isSessionEnded } from '../../server-state';
import { AUTO_REFRESH_MS } from './constants';
import { DashboardMenu } from './dashboard-menu';
import { DASHBOARD_MESSAGES as T } from './messages';
import { OrderCard } from './order-card';
import { QuickActions } from './quick-actions';
import { RecentProducts } from './recent-products';
import { RejectOrderModal } from './reject-order-modal';

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
  const client = useQueryClient();
  const [view, setView] = useState<{ tab: OrderTab; page: number }>({ tab: 'active', page: 1 });
  const { tab } = view;
  const live = useOrderEventsLive();
  const orders = useQuery({
    ...ordersQuery(view),
    placeholderData: keepPreviousData,
    // the answer the area's preload sent is adopted, not asked for again
    staleTime: FIRST_ORDERS_FRESH_MS,
    // spec 000 §4 "Dashboard refresh", while changes do not arrive live
    refetchInterval: live ? false : AUTO_REFRESH_MS,
  });
  // The list on screen while another tab loads is of the tab it was asked for (its tab_counts stay valid).
  const [answeredTab, setAnsweredTab] = useState(tab);
  useEffect(() => {
    if (orders.data && !orders.isPlaceholderData) setAnsweredTab(tab);
  }, [orders.data, orders.isPlaceholderData, tab]);
  const forTab = orders.data !== undefined && (!orders.isPlaceholderData || answeredTab === tab);

  // The page went past the end (orders left this tab since): show the last page instead.
  const answer = orders.data;
  const pastTheEnd =
    !orders.isPlaceholderData &&
    answer !== undefined &&
    answer.results.length === 0 &&
    answer.page > 1 &&
    answer.total_pages < answer.page;
  useEffect(() => {
    if (pastTheEnd && answer) setView((v) => ({ ...v, page: answer.total_pages }));
  }, [pastTheEnd, answer]);
  const loading = orders.isFetching || pastTheEnd;

  const setTab = useCallback(
    (next: OrderTab) => {
      // a tab is always loaded afresh (page 1), the previous list staying until it arrives
      client.removeQueries({ queryKey: orderKeys.tab(next) });
      setView({ tab: next, page: 1 });
    },
    [client],
  );
  const setPage = useCallback((page: number) => setView((v) => ({ ...v, page })), []);
  /** After a change on the server: every tab and page (and the counts) are stale. */
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: orderKeys.lists }), [client]);
  const { flash, show } = useFlash();
  const [modal, setModal] = useState<OpenModal>(null);
  const [rejecting, setRejecting] = useState<number | null>(null);

  useEffect(() => {
    if (initialMessage) show('success', initialMessage);
  }, [initialMessage, show]);

  // A 401 here means the shared client's refresh failed: the shell says so and goes to /login.
  const sessionEnded = isSessionEnded(orders.error);
  // What sits under the orders (on a phone the announcements too, then the recent products and the quick actions)
  // appears once the first orders and these extras have answered, all together: drawn earlier, under a short
  // loading line, it would be pushed down the screen when the orders arrive (a layout shift of 0.22–0.76 at 360 px).
  const announcements = useQuery(shipmentAnnouncementsQuery());
  const arrivals = useQuery(newArrivalsQuery());
  // isFetched, not isError: a failed extra is fetched again when its part mounts, and must not hide it meanwhile
  const belowOrdersReady = [orders, announcements, arrivals].every(
    (q) => q.data !== undefined || q.isFetched,
  );

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

  const data = forTab ? orders.data : undefined;
  const counts = orders.data?.tab_counts;
  const totalPages = data?.total_pages ?? 0;
  const currentTab = TABS.find((t) => t.key === tab) ?? TABS[0];

  const content = sessionEnded ? null : (
    <QueryState
      query={{ ...orders, data, isFetching: loading }}
      errorPlacement="instead"
      errorTitle={T.ordersLoadFailedTitle}
      errorText={() => T.ordersLoadFailed}
      retryLabel={T.retry}
      loadingText={T.loadingOrders}
      isEmpty={(page) => page.results.length === 0}
      empty={
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
      }
    >
      {(page) => (
        <>
          <Row gutter={[16, 16]}>
            {page.results.map((order: OrderSummary) => (
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
            <Pagination
              page={page.page}
              totalPages={page.total_pages}
              onChange={setPage}
              disabled={loading}
            />
          </Flex>
        </>
      )}
    </QueryState>
  );

  return (
    <section aria-label={T.title} dir="rtl">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={1} style={{ margin: 0 }}>
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
          activeKey={tab}
          onChange={(key) => setTab(key as OrderTab)}
          extra={
            <Button onClick={reload} loading={loading && Boolean(data)}>
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

      {belowOrdersReady && (
        <>
          {phone && <Announcements />}
          <RecentProducts />
          <QuickActions onCreateOrder={openCreate} onCatalogue={goCatalogue} onNewArrivals={goNewArrivals} />
        </>
      )}

      <ProfileModal open={modal?.kind === 'profile'} onClose={closeModal}>
        {modal?.kind === 'profile' && renderProfile(closeModal)}
      </ProfileModal>
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
