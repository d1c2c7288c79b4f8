// The details modal of one user (GET admin/customers/{id}/details/; spec 002 §2, §3): general info, purchase
// figures (totals in rials) and the newest orders; beside them, the customer's statement.
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Modal, Spin, Table, Tabs, Typography } from 'antd';
import { customerDetailsQuery, errorText, type CustomerDetails } from '@sefaresh/shared-api';
import {
  formatJalaliDate,
  formatRial,
  OrderStatusBadge,
  PriceText,
  toPersianDigits,
} from '@sefaresh/shared-ui';
import { CUSTOMERS_TEXTS as T } from './messages';
import { StatementView } from './statement-view';

export interface CustomerDetailsModalProps {
  userId: number | null;
  name: string;
  onClose(): void;
}

const rialsOf = (rials: string) => formatRial(rials, { zero: true });
type OrderRow = CustomerDetails['orders'][number];

export function CustomerDetailsModal({ userId, name, onClose }: CustomerDetailsModalProps) {
  return (
    <Modal open={userId !== null} onCancel={onClose} footer={null} width={760} title={T.detailsTitle(name)}>
      {userId !== null && (
        <Tabs
          destroyOnHidden
          items={[
            { key: 'details', label: T.detailsTab, children: <Details userId={userId} /> },
            { key: 'statement', label: T.statementTab, children: <StatementView customerId={userId} /> },
          ]}
        />
      )}
    </Modal>
  );
}

function Details({ userId }: { userId: number }) {
  const query = useQuery(customerDetailsQuery(userId));
  const data = query.data;
  const error = !data && query.isError ? errorText(query.error, { fallback: T.detailsError }) : null;
  const c = data?.customer;
  return (
    <>
      {error && <Alert type="error" showIcon role="alert" title={T.detailsError} description={error} />}
      {!data && !error && <Spin />}
      {data && c && (
        <>
          <Typography.Title level={5}>{T.general}</Typography.Title>
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={T.email}>{c.email}</Descriptions.Item>
            <Descriptions.Item label={T.phone}>{c.phone ? toPersianDigits(c.phone) : '—'}</Descriptions.Item>
            <Descriptions.Item label={T.company}>{c.company_name || '—'}</Descriptions.Item>
            <Descriptions.Item label={T.status}>{c.is_active ? T.active : T.inactive}</Descriptions.Item>
            <Descriptions.Item label={T.joined}>{formatJalaliDate(c.date_joined)}</Descriptions.Item>
            <Descriptions.Item label={T.lastLogin}>
              {c.last_login ? formatJalaliDate(c.last_login) : T.never}
            </Descriptions.Item>
            {c.dealer_code && <Descriptions.Item label={T.dealerCode}>{c.dealer_code}</Descriptions.Item>}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {T.purchases}
          </Typography.Title>
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={T.totalOrders}>{toPersianDigits(data.total_orders)}</Descriptions.Item>
            <Descriptions.Item label={T.completedOrders}>
              {toPersianDigits(data.completed_orders)}
            </Descriptions.Item>
            <Descriptions.Item label={T.totalSpent}>{rialsOf(data.total_spent)}</Descriptions.Item>
            <Descriptions.Item label={T.averageOrder}>{rialsOf(data.average_order_value)}</Descriptions.Item>
            <Descriptions.Item label={T.lastOrder}>
              {data.last_order_date ? formatJalaliDate(data.last_order_date) : T.never}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {T.recentOrders}
          </Typography.Title>
          <Table<OrderRow>
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: true }}
            locale={{ emptyText: T.noOrders }}
            dataSource={data.orders}
            columns={[
              { title: T.orderNo, dataIndex: 'id', render: (id: number) => toPersianDigits(id) },
              { title: T.date, dataIndex: 'created_at', render: (d: string) => formatJalaliDate(d) },
              {
                title: T.orderStatus,
                dataIndex: 'status',
                render: (s: string) => <OrderStatusBadge status={s} />,
              },
              { title: T.total, dataIndex: 'total', render: (t: string | null) => <PriceText value={t} /> },
            ]}
          />
        </>
      )}
    </>
  );
}
