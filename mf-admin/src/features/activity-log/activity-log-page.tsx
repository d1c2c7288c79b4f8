// /admin/activity-log: every order status change (order_events) newest first, 20 a page from the server, with
// filters for order number (as screens show it, «#۱۲»), user (picked by name), Persian date range and note text.
// Each order links to its editor.
import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Col,
  Flex,
  Form,
  Input,
  Row,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import type { ActivityLogEntry } from '@sefaresh/shared-api';
import { parseOrderNumber } from '@sefaresh/shared-api/rules';
import {
  EmptyState,
  ErrorState,
  formatJalaliDate,
  formatJalaliDateTime,
  formatNumber,
  orderStatusLabel,
  Pagination,
  PersianDatePicker,
  toPersianDigitsInText,
} from '@sefaresh/shared-ui';
import { loadErrorText } from '../../lib/load-error';
import { ACTIVITY_TEXTS as T } from './messages';
import { useActivityLog, type ActivityFilters } from './use-activity-log';
import { UserPicker } from './user-picker';

interface Draft {
  orderId: string;
  /** The chosen user's id, and their name when known. */
  user: number | null;
  userName?: string;
  /** Gregorian days 'YYYY-MM-DD' from the Persian date pickers, '' for none. */
  dateFrom: string;
  dateTo: string;
  search: string;
}
type DraftErrors = Partial<Record<keyof Draft, string>>;

const EMPTY_DRAFT: Draft = { orderId: '', user: null, dateFrom: '', dateTo: '', search: '' };

/** The typed order number: '' when empty, null when it is not one. */
function orderNumber(text: string): number | '' | null {
  return text.trim() ? parseOrderNumber(text) : '';
}

/** The typed filters → the request's, or the errors per field. */
function parseDraft(draft: Draft): { filters?: ActivityFilters; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const orderId = orderNumber(draft.orderId);
  const { user, dateFrom, dateTo } = draft;
  if (orderId === null) errors.orderId = T.invalidNumber;
  if (dateFrom && dateTo && dateFrom > dateTo) errors.dateTo = T.dateOrder;
  if (Object.keys(errors).length) return { errors };
  const filters: ActivityFilters = {};
  if (orderId) filters.order_id = orderId;
  if (user) filters.user = user;
  if (dateFrom) filters.date_from = dateFrom;
  if (dateTo) filters.date_to = dateTo;
  const search = draft.search.trim();
  if (search) filters.search = search;
  return { filters, errors };
}

/** Prefill from the address: /admin/activity-log?order_id=12 (e.g. from an order's page) or ?user=7. */
function draftFromParams(params: URLSearchParams): Draft {
  return {
    ...EMPTY_DRAFT,
    orderId: params.get('order_id') ?? '',
    user: Number(params.get('user')) > 0 ? Number(params.get('user')) : null,
    search: params.get('search') ?? '',
  };
}

export function ActivityLogPage() {
  const [params] = useSearchParams();
  const initialDraft = useMemo(() => draftFromParams(params), []); // eslint-disable-line react-hooks/exhaustive-deps
  const [draft, setDraft] = useState<Draft>(initialDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const log = useActivityLog(parseDraft(initialDraft).filters ?? {});
  const [bannerClosed, setBannerClosed] = useState<unknown>(null);

  const field = (key: 'orderId' | 'search') => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  const dateField = (key: 'dateFrom' | 'dateTo') => ({
    value: draft[key] || null,
    onChange: (value: string | null) => setDraft((d) => ({ ...d, [key]: value ?? '' })),
  });
  const apply = () => {
    const { filters, errors: found } = parseDraft(draft);
    setErrors(found);
    if (filters) log.setFilters(filters);
  };
  const clear = () => {
    setDraft(EMPTY_DRAFT);
    setErrors({});
    log.setFilters({});
  };
  const filterByUser = (id: number, name: string) => {
    setDraft((d) => ({ ...d, user: id, userName: name }));
    log.setFilters({ ...log.filters, user: id });
  };

  const columns: TableColumnsType<ActivityLogEntry> = [
    {
      title: T.colDate,
      dataIndex: 'created_at',
      key: 'created_at',
      width: 150,
      render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatJalaliDateTime(value)}</span>,
    },
    {
      title: T.colUser,
      key: 'user',
      render: (_, e) =>
        e.actor_id !== null && e.actor_name !== null ? (
          <Flex gap={6} align="center" wrap>
            <Typography.Link onClick={() => filterByUser(e.actor_id!, e.actor_name!)} title={T.filterByUser}>
              {e.actor_name}
            </Typography.Link>
            {e.actor_role ? <Tag>{T.roles[e.actor_role] ?? e.actor_role}</Tag> : null}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{T.unknownUser}</Typography.Text>
        ),
    },
    {
      title: T.colOrder,
      dataIndex: 'order_id',
      key: 'order_id',
      render: (id: number | null) =>
        id === null ? '—' : <Link to={`/admin/orders/${id}`}>{T.orderLink(id)}</Link>,
    },
    {
      title: T.colChange,
      key: 'change',
      render: (_, e) => (
        <span>
          {e.from_status ? orderStatusLabel(e.from_status) : T.created}
          {' ← '}
          <strong>{e.to_status ? orderStatusLabel(e.to_status) : ''}</strong>
        </span>
      ),
    },
    {
      title: T.colNote,
      dataIndex: 'note',
      key: 'note',
      render: (note: string) => (note ? toPersianDigitsInText(note) : '—'),
    },
  ];

  const filtered = Object.keys(log.filters).length > 0;
  const errorText = log.error ? loadErrorText(log.error, T.loadError) : null;
  const data = log.data;

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {T.title}
        </Typography.Title>
        <Typography.Text type="secondary">{T.subtitle}</Typography.Text>
      </div>

      <Form layout="vertical" onFinish={apply} aria-label="فیلترها" role="search">
        <Row gutter={12}>
          <Col xs={12} md={4}>
            <Form.Item
              label={T.orderFilter}
              validateStatus={errors.orderId ? 'error' : undefined}
              help={errors.orderId}
            >
              <Input {...field('orderId')} aria-label={T.orderFilter} inputMode="numeric" allowClear />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={T.userFilter}>
              <UserPicker
                value={draft.user}
                knownName={draft.userName}
                onChange={(user, userName) => setDraft((d) => ({ ...d, user, userName }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item
              label={T.dateFrom}
              validateStatus={errors.dateFrom ? 'error' : undefined}
              help={errors.dateFrom}
            >
              <PersianDatePicker
                {...dateField('dateFrom')}
                aria-label={T.dateFrom}
                max={draft.dateTo || undefined}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item
              label={T.dateTo}
              validateStatus={errors.dateTo ? 'error' : undefined}
              help={errors.dateTo}
            >
              <PersianDatePicker
                {...dateField('dateTo')}
                aria-label={T.dateTo}
                min={draft.dateFrom || undefined}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={T.search}>
              <Input {...field('search')} aria-label={T.search} allowClear maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit">
            {T.apply}
          </Button>
          <Button onClick={clear}>{T.clear}</Button>
        </Flex>
      </Form>

      {errorText && data && bannerClosed !== log.error ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setBannerClosed(log.error) }}
          title={errorText}
          action={
            <Button size="small" onClick={log.reload}>
              تلاش دوباره
            </Button>
          }
        />
      ) : null}

      {!data && errorText ? (
        <ErrorState title={T.loadError} message={errorText} onRetry={log.reload} />
      ) : (
        <>
          {data ? (
            <Typography.Text type="secondary">
              {T.count(formatNumber(data.count))}
              {log.filters.date_from || log.filters.date_to
                ? ` — ${log.filters.date_from ? formatJalaliDate(log.filters.date_from) : ''} تا ${
                    log.filters.date_to ? formatJalaliDate(log.filters.date_to) : ''
                  }`
                : ''}
            </Typography.Text>
          ) : null}
          <Table<ActivityLogEntry>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={data?.results ?? []}
            loading={log.loading}
            pagination={false}
            scroll={{ x: 760 }}
            locale={{ emptyText: <EmptyState description={filtered ? T.emptyFiltered : T.empty} /> }}
          />
          {data ? (
            <Pagination
              page={log.page}
              totalPages={data.total_pages}
              onChange={log.setPage}
              disabled={log.loading}
            />
          ) : null}
        </>
      )}
    </Flex>
  );
}
