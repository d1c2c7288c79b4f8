// /admin/activity-log: every order status change (order_events) newest first, 20 a page from the server, with
// the filters of activity-log-filters.tsx. Each order links to its editor; a click on a user filters by them.
import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import type { ActivityLogEntry } from '@sefaresh/shared-api';
import {
  EmptyState,
  ErrorState,
  formatJalaliDate,
  formatJalaliDateTime,
  formatNumber,
  orderStatusLabel,
  Pagination,
  toPersianDigitsInText,
} from '@sefaresh/shared-ui';
import { loadErrorText } from '../../lib/load-error';
import { ACTIVITY_TEXTS as T } from './messages';
import {
  ActivityLogFilters,
  draftFilters,
  EMPTY_DRAFT,
  useFiltersForm,
  type FilterDraft,
} from './activity-log-filters';
import { useActivityLog } from './use-activity-log';

/** Prefill from the address: /admin/activity-log?order_id=12 (e.g. from an order's page) or ?user=7. */
function draftFromParams(params: URLSearchParams): FilterDraft {
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
  const log = useActivityLog(draftFilters(initialDraft));
  const filtersForm = useFiltersForm(initialDraft, log.setFilters);
  const [bannerClosed, setBannerClosed] = useState<unknown>(null);

  const clear = () => {
    filtersForm.resetForm({ values: EMPTY_DRAFT });
    log.setFilters({});
  };
  const filterByUser = (id: number, name: string) => {
    void filtersForm.setValues({ ...filtersForm.values, user: id, userName: name });
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

      <ActivityLogFilters formik={filtersForm} onClear={clear} />

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
