// The performance view's list tabs (spec 002 §2, §3, §4): top customers with search, sort and direction (a click
// opens that customer's orders with this dealer), recent orders (a click opens the order's details, with its
// commission). An id written 'ORD-12' is looked up as 12.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Card,
  Col,
  Descriptions,
  Flex,
  Input,
  Modal,
  Row,
  Segmented,
  Select,
  Spin,
  Table,
  Tag,
} from 'antd';
import {
  adminOrderQuery,
  customerOrdersQuery,
  dealerCustomersQuery,
  dealerRecentOrdersQuery,
  errorText,
  type DealerCustomersResponse,
  type DealerCustomersParams,
  type DealerRecentOrders,
} from '@sefaresh/shared-api';
import { STATUS } from '@sefaresh/shared-api/rules';
import {
  CardField,
  EmptyState,
  formatJalaliDate,
  formatPercent,
  formatRial,
  PriceText,
  toPersianDigits,
} from '@sefaresh/shared-ui';
import { PERFORMANCE_TEXTS as P } from './performance-messages';

type DealerCustomer = DealerCustomersResponse['results'][number];
type DealerRecentOrder = DealerRecentOrders['results'][number];
type SortBy = NonNullable<DealerCustomersParams['sort_by']>;
const rialsOf = (rials: string | null) => formatRial(rials ?? '0', { zero: true });

/** Spec 002 §4: ids starting with 'ORD-' lose the prefix before the details lookup. */
export function orderIdOf(id: number | string): number {
  const text = String(id);
  return Number(text.startsWith('ORD-') ? text.slice(4) : text);
}

const statusTag = (status: string) =>
  status === STATUS.completed ? (
    <Tag color="green">{P.statusCompleted}</Tag>
  ) : (
    <Tag color="gold">{P.statusPending}</Tag>
  );

export function CustomersTab({ dealerId }: { dealerId: number }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [sortBy, setSortBy] = useState<SortBy>('total_spent');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [open, setOpen] = useState<DealerCustomer | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 400);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useQuery(
    dealerCustomersQuery(dealerId, { search: search || undefined, sort_by: sortBy, order }),
  );
  const orders = useQuery({ ...customerOrdersQuery(open?.id ?? 0, dealerId), enabled: open !== null });
  const rows = query.data?.results;
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Input.Search
          aria-label={P.search}
          placeholder={P.search}
          value={text}
          onChange={(e) => setText(e.target.value)}
          style={{ maxWidth: 260 }}
        />
        <Select
          aria-label={P.sortBy}
          value={sortBy}
          style={{ minWidth: 140 }}
          onChange={setSortBy}
          options={(Object.keys(P.sorts) as SortBy[]).map((v) => ({ value: v, label: P.sorts[v] }))}
        />
        <Segmented
          aria-label={P.direction}
          value={order}
          onChange={(v) => setOrder(v as 'asc' | 'desc')}
          options={[
            { value: 'desc', label: P.desc },
            { value: 'asc', label: P.asc },
          ]}
        />
      </Flex>
      {query.isError && (
        <Alert type="error" showIcon role="alert" title={errorText(query.error, { fallback: P.loadError })} />
      )}
      {!rows && !query.isError && <Spin />}
      {rows && <span>{P.count(query.data?.count ?? 0)}</span>}
      {rows && rows.length === 0 && <EmptyState description={P.noCustomers} />}
      <Row gutter={[8, 8]}>
        {rows?.map((c) => (
          <Col key={c.id} xs={24} md={12} xl={8}>
            <Card
              size="small"
              hoverable
              role="button"
              aria-label={c.name}
              title={c.name}
              onClick={() => setOpen(c)}
              extra={
                <Tag color={c.status === 'active' ? 'green' : 'red'}>
                  {c.status === 'active' ? P.active : P.inactive}
                </Tag>
              }
            >
              <Flex vertical gap={4}>
                <span dir="ltr" style={{ textAlign: 'right', overflowWrap: 'anywhere' }}>
                  {c.email}
                </span>
                <CardField label={P.totalSpent}>{rialsOf(c.total_spent)}</CardField>
                <CardField label={P.orderCount}>{toPersianDigits(c.total_orders)}</CardField>
                <CardField label={P.lastOrder}>
                  {c.last_order_date ? formatJalaliDate(c.last_order_date) : P.none}
                </CardField>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
      <Modal
        open={open !== null}
        onCancel={() => setOpen(null)}
        footer={null}
        title={open ? P.customerOrders(open.name) : ''}
        width={720}
      >
        {open && (
          <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={P.totalOrders}>
              {toPersianDigits(orders.data?.count ?? open.total_orders)}
            </Descriptions.Item>
            <Descriptions.Item label={P.totalSpent}>
              {rialsOf(orders.data?.total_spent ?? open.total_spent)}
            </Descriptions.Item>
            <Descriptions.Item label={P.lastOrder}>
              {open.last_order_date ? formatJalaliDate(open.last_order_date) : P.none}
            </Descriptions.Item>
            <Descriptions.Item label={P.status}>
              {open.status === 'active' ? P.active : P.inactive}
            </Descriptions.Item>
          </Descriptions>
        )}
        {orders.isFetching && <Spin />}
        {orders.data && (
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: true }}
            dataSource={orders.data.results}
            columns={[
              { title: P.order(''), dataIndex: 'id', render: (id: number) => toPersianDigits(id) },
              { title: P.date, dataIndex: 'date', render: (v: string) => formatJalaliDate(v) },
              { title: P.status, dataIndex: 'status', render: statusTag },
              {
                title: P.amount,
                dataIndex: 'total_amount',
                render: (v: string | null) => <PriceText value={v} />,
              },
            ]}
          />
        )}
      </Modal>
    </Flex>
  );
}

export function RecentOrdersTab({ dealerId }: { dealerId: number }) {
  const [open, setOpen] = useState<number | null>(null);
  const query = useQuery(dealerRecentOrdersQuery(dealerId, 10));
  const details = useQuery({ ...adminOrderQuery(open ?? 0), enabled: open !== null });
  const rows = query.data?.results;
  const d = details.data;
  return (
    <Flex vertical gap={12}>
      {query.isError && (
        <Alert type="error" showIcon role="alert" title={errorText(query.error, { fallback: P.loadError })} />
      )}
      {!rows && !query.isError && <Spin />}
      {rows && <span>{P.ordersCount(rows.length)}</span>}
      {rows && rows.length === 0 && <EmptyState description={P.noOrders} />}
      <Row gutter={[8, 8]}>
        {rows?.map((o: DealerRecentOrder) => (
          <Col key={o.id} xs={24} md={12} xl={8}>
            <Card
              size="small"
              hoverable
              role="button"
              aria-label={P.order(o.id)}
              title={P.order(o.id)}
              extra={statusTag(o.status)}
              onClick={() => setOpen(orderIdOf(o.id))}
            >
              <Flex vertical gap={4}>
                <span>{o.customer_name}</span>
                <CardField label={P.date}>{formatJalaliDate(o.date)}</CardField>
                <CardField label={P.items}>{toPersianDigits(o.items_count)}</CardField>
                <CardField label={P.amount}>
                  <PriceText value={o.amount} />
                </CardField>
                <CardField label={P.commission}>{rialsOf(o.commission)}</CardField>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
      <Modal
        open={open !== null}
        onCancel={() => setOpen(null)}
        footer={null}
        title={open ? P.orderDetails(open) : ''}
        width={720}
      >
        {details.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={errorText(details.error, { fallback: P.loadError })}
          />
        )}
        {!d && !details.isError && <Spin />}
        {d && (
          <>
            <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
              <Descriptions.Item label={P.date}>{formatJalaliDate(d.created_at)}</Descriptions.Item>
              <Descriptions.Item label={P.status}>{statusTag(d.status)}</Descriptions.Item>
              <Descriptions.Item label={P.amount}>
                <PriceText value={d.total_with_tax ?? d.quoted_total} />
              </Descriptions.Item>
              <Descriptions.Item label={P.items}>
                {toPersianDigits(d.items.filter((i) => i.is_active).length)}
              </Descriptions.Item>
              <Descriptions.Item label={P.rate}>
                {d.effective_commission_rate ? formatPercent(d.effective_commission_rate) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={P.commission}>
                {rialsOf(d.dealer_commission_amount)}{' '}
                {d.commission_paid ? <Tag color="green">{P.paid}</Tag> : <Tag>{P.pending}</Tag>}
              </Descriptions.Item>
            </Descriptions>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              style={{ marginTop: 12 }}
              dataSource={d.items.filter((i) => i.is_active)}
              columns={[
                { title: P.product, dataIndex: 'product_name' },
                {
                  title: P.quantity,
                  render: (_: unknown, i: (typeof d.items)[number]) =>
                    toPersianDigits(i.final_quantity ?? i.requested_quantity),
                },
                {
                  title: P.totalPrice,
                  render: (_: unknown, i: (typeof d.items)[number]) => (
                    <PriceText value={i.pricing_options.find((p) => p.is_selected)?.total_price ?? null} />
                  ),
                },
              ]}
            />
          </>
        )}
      </Modal>
    </Flex>
  );
}
