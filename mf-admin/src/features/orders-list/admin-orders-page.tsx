// The admin orders page (spec 002 §2 "Admin orders page" and "Common behaviour of admin pages"): heading with
// the dashboard button and the report link, six stat cards, filters kept in the URL query, order cards with
// their actions, quick actions with the Excel export, pagination (12 a page), two empty states and a dismissible
// error banner with retry. An expired session is the shell's (the API client's refresh failure).
import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Col, Flex, Row, Typography } from 'antd';
import { adminOrdersApi, adminOrdersQuery, type AdminOrderRow } from '@sefaresh/shared-api';
import { exportFileName, STATUS } from '@sefaresh/shared-api/rules';
import { EmptyState, QueryError, QueryState, toPersianDigits } from '@sefaresh/shared-ui';
import { useDealersForAssignment } from '../../components/dealer-assignment';
import { openedFrom, useScrollMemory } from '../../components/list-return';
import { ErrorBanner, ListPager, useDownload } from '../../components/page-heading';
import { ADMIN_PATH, editorPath, PAGE_SIZE, REPORT_PATH } from './constants';

import { FiltersBar } from './filters-bar';
import { ORDERS_LIST_MESSAGES as T } from './messages';
import { AdminOrderCard } from './order-card';
import { OrderDetailsModal } from './order-details-modal';
import { QuickActions } from './quick-actions';
import { StatCards } from './stat-cards';
import { hasFilters, useFilters } from './use-filters';

const NO_DEALERS: never[] = [];

export function AdminOrdersPage() {
  const navigate = useNavigate();
  const { filters, page, query, setFilters, setPage, clear } = useFilters();
  const orders = useQuery({ ...adminOrdersQuery(query, page, PAGE_SIZE), placeholderData: keepPreviousData });
  const { data } = orders;
  const dealers = useDealersForAssignment().data ?? NO_DEALERS; // the filter keeps 'all' and 'without dealer'
  const [details, setDetails] = useState<number | null>(null);

  // the order opens with the list's address (filters, page) for its back button; the scroll is kept for the way back
  const location = useLocation();
  const rememberScroll = useScrollMemory(Boolean(data));
  const openEditor = useCallback(
    (id: number) => {
      rememberScroll();
      navigate(editorPath(id), { state: openedFrom(location) });
    },
    [navigate, location, rememberScroll],
  );
  const excel = useDownload(T.exportFailed);
  const exportExcel = () =>
    void excel.download(
      () => adminOrdersApi.exportXlsx(query),
      () => exportFileName('orders', new Date()),
    );

  const filtered = hasFilters(filters);
  const results = data?.results ?? [];
  const customerName = filters.customer
    ? results.find((r) => r.customer_id === filters.customer)?.customer_name
    : undefined;

  return (
    <Flex vertical gap={16} dir="rtl">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {T.title}
        </Typography.Title>
        <Flex gap={8}>
          <Link to={REPORT_PATH}>{T.report}</Link>
          <Button onClick={() => navigate(ADMIN_PATH)}>{T.dashboard}</Button>
        </Flex>
      </Flex>

      <QueryError query={orders} errorText={() => T.loadError} retryLabel={T.retry} closeLabel={T.close} />

      <ErrorBanner text={excel.failure} closeLabel={T.close} onClose={excel.clearFailure} />

      <StatCards
        stats={data?.stats ?? null}
        current={filters.status}
        onSelect={(status) => setFilters({ status })}
      />

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={18}>
          <FiltersBar
            filters={filters}
            dealers={dealers}
            customerName={customerName}
            onChange={setFilters}
            onClear={clear}
          />
        </Col>
        <Col xs={24} lg={6}>
          <QuickActions
            onPending={() => setFilters({ status: STATUS.pendingPricing })}
            onReceipts={() => setFilters({ status: STATUS.paymentUploaded })}
            onUnassigned={() => setFilters({ dealer: 'unassigned' })}
            onReport={() => navigate(REPORT_PATH)}
            onExport={exportExcel}
            exporting={excel.busy}
          />
        </Col>
      </Row>

      <section aria-label={T.orders}>
        {data && (
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {T.countOf(toPersianDigits(data.count))}
          </Typography.Text>
        )}
        <QueryState
          query={orders}
          errorPlacement="elsewhere"
          errorText={() => T.loadError}
          retryLabel={T.retry}
          isEmpty={(answer) => answer.results.length === 0}
          empty={(answer) =>
            answer.stats.total === 0 ? (
              <EmptyState description={T.noOrdersAtAll} />
            ) : (
              <EmptyState
                description={filtered ? T.noMatch : T.noOrdersAtAll}
                action={filtered ? <Button onClick={clear}>{T.clearFilters}</Button> : undefined}
              />
            )
          }
        >
          {(answer) => (
            <>
              <Row gutter={[12, 12]}>
                {answer.results.map((order: AdminOrderRow) => (
                  <Col key={order.id} xs={24} md={12} xl={8}>
                    <AdminOrderCard
                      order={order}
                      onDetails={(o) => setDetails(o.id)}
                      onOpenEditor={(o) => openEditor(o.id)}
                    />
                  </Col>
                ))}
              </Row>
              <ListPager
                page={answer.page}
                totalPages={answer.total_pages}
                onChange={setPage}
                disabled={orders.isPlaceholderData}
              />
            </>
          )}
        </QueryState>
      </section>

      <OrderDetailsModal orderId={details} onClose={() => setDetails(null)} onOpenEditor={openEditor} />
    </Flex>
  );
}
