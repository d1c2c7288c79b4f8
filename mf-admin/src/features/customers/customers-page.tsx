// The admin customers page (spec 002 §2, §3, §5): stat counts, filters, server-paged user cards with a
// selection, bulk activate / deactivate / email, the details modal and the add-customer modal. Creating and
// (de)activating are super-admin actions: other staff do not see them (the server refuses them as well).
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Flex, Popconfirm, Row, Statistic, Typography } from 'antd';
import {
  customersQuery,
  errorText,
  peopleApi,
  peopleKeys,
  type BulkActionPayload,
} from '@sefaresh/shared-api';
import { EmptyState, QueryState, toPersianDigits } from '@sefaresh/shared-ui';
import { ErrorBanner, ListPager, PageHeading } from '../../components/page-heading';
import { useIsSuperuser, UserFormModal } from '../../components/people';
import { BulkEmailModal } from './bulk-email-modal';
import { CustomerCard } from './customer-card';
import { CustomerDetailsModal } from './customer-details-modal';
import { CustomersFilters, DEFAULT_FILTERS, type CustomerFilters } from './customers-filters';
import { CUSTOMERS_TEXTS as T } from './messages';
import { useCustomerFilters } from './use-customer-filters';
import { CUSTOMERS_PAGE_SIZE } from './constants';

const STAT_KEYS = ['total', 'active', 'customers', 'dealers', 'staff'] as const;

export function CustomersPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const superuser = useIsSuperuser();
  const { filters, page, change: changeFilters, setPage } = useCustomerFilters();
  const customers = useQuery({
    ...customersQuery({
      ...filters,
      search: filters.search || undefined,
      page,
      page_size: CUSTOMERS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const { data } = customers;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [details, setDetails] = useState<{ id: number; name: string } | null>(null);
  const [adding, setAdding] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const [busy, setBusy] = useState<number | 'bulk' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const change = useCallback(
    (next: Partial<CustomerFilters>) => {
      changeFilters(next);
      setSelected(new Set());
    },
    [changeFilters],
  );
  const refresh = () => client.invalidateQueries({ queryKey: peopleKeys.customers });

  const toggle = async (id: number, active: boolean) => {
    setBusy(id);
    setFailure(null);
    try {
      await peopleApi.setActive(id, !active);
      message.success(active ? T.deactivated : T.activated);
      await refresh();
    } catch (e) {
      setFailure(errorText(e, { fallback: T.toggleFailed }));
    } finally {
      setBusy(null);
    }
  };

  const bulk = async (payload: Omit<BulkActionPayload, 'customer_ids'>) => {
    setBusy('bulk');
    setFailure(null);
    try {
      const answer = await peopleApi.bulkAction({ ...payload, customer_ids: [...selected] });
      message.success(answer.message);
      setSelected(new Set());
      await refresh();
    } finally {
      setBusy(null);
    }
  };
  const bulkShowingErrors = (action: 'activate' | 'deactivate') =>
    bulk({ action }).catch((e: unknown) => setFailure(errorText(e, { fallback: T.bulkFailed })));

  const results = data?.results ?? [];
  const filtered = filters.search !== '' || filters.user_type !== 'all' || filters.status !== 'all';
  const count = selected.size;
  return (
    <Flex vertical gap={16} dir="rtl">
      <PageHeading title={T.title}>
        {superuser && (
          <Button type="primary" onClick={() => setAdding(true)}>
            {T.addCustomer}
          </Button>
        )}
        <Button onClick={() => navigate('/admin')}>{T.dashboard}</Button>
      </PageHeading>
      <ErrorBanner text={failure} closeLabel={T.close} onClose={() => setFailure(null)} />
      {data && (
        <Row gutter={[8, 8]}>
          {STAT_KEYS.map((key) => (
            <Col key={key} xs={12} sm={8} lg={4}>
              <Statistic title={T.stats[key]} value={toPersianDigits(data.stats[key])} />
            </Col>
          ))}
        </Row>
      )}
      <CustomersFilters filters={filters} onChange={change} onClear={() => change(DEFAULT_FILTERS)} />
      {superuser && (
        <Flex gap={8} wrap align="center" aria-label={T.selected(count)} role="toolbar">
          <Typography.Text>{T.selected(count)}</Typography.Text>
          <Button
            size="small"
            onClick={() => setSelected(new Set(results.map((u) => u.id)))}
            disabled={!results.length}
          >
            {T.selectPage}
          </Button>
          <Button size="small" onClick={() => setSelected(new Set())} disabled={!count}>
            {T.clearSelection}
          </Button>
          {(['activate', 'deactivate'] as const).map((action) => (
            <Popconfirm
              key={action}
              title={action === 'activate' ? T.bulkActivate : T.bulkDeactivate}
              description={T.bulkConfirm(count)}
              okText={T.yes}
              cancelText={T.no}
              onConfirm={() => bulkShowingErrors(action)}
              disabled={!count}
            >
              <Button
                size="small"
                disabled={!count}
                loading={busy === 'bulk'}
                danger={action === 'deactivate'}
              >
                {action === 'activate' ? T.bulkActivate : T.bulkDeactivate}
              </Button>
            </Popconfirm>
          ))}
          <Button size="small" disabled={!count} onClick={() => setEmailing(true)}>
            {T.bulkEmail}
          </Button>
        </Flex>
      )}
      <section aria-label={T.title}>
        {data && (
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {T.countOf(toPersianDigits(data.count))}
          </Typography.Text>
        )}
        <QueryState
          query={customers}
          errorText={() => T.loadError}
          retryLabel={T.retry}
          isEmpty={(answer) => answer.results.length === 0}
          empty={
            <EmptyState
              description={filtered ? T.noMatch : T.noUsers}
              action={
                filtered ? (
                  <Button onClick={() => change(DEFAULT_FILTERS)}>{T.clearFilters}</Button>
                ) : undefined
              }
            />
          }
        >
          {(answer) => (
            <>
              <Row gutter={[12, 12]}>
                {answer.results.map((user) => (
                  <Col key={user.id} xs={24} md={12} xl={8}>
                    <CustomerCard
                      user={user}
                      selected={selected.has(user.id)}
                      onSelect={(on) =>
                        setSelected((s) => {
                          const next = new Set(s);
                          if (on) next.add(user.id);
                          else next.delete(user.id);
                          return next;
                        })
                      }
                      onDetails={() => setDetails({ id: user.id, name: user.name })}
                      onToggleActive={superuser ? () => toggle(user.id, user.is_active) : undefined}
                      busy={busy === user.id}
                    />
                  </Col>
                ))}
              </Row>
              <ListPager
                page={answer.page}
                totalPages={answer.total_pages}
                onChange={setPage}
                disabled={customers.isPlaceholderData}
              />
            </>
          )}
        </QueryState>
      </section>
      <CustomerDetailsModal
        userId={details?.id ?? null}
        name={details?.name ?? ''}
        onClose={() => setDetails(null)}
      />
      <UserFormModal
        kind="customer"
        open={adding}
        title={T.addTitle}
        failedText={T.createFailed}
        onClose={() => setAdding(false)}
        onSubmit={async (payload) => {
          const answer = await peopleApi.createUser(payload);
          message.success(answer.message);
          await refresh();
        }}
      />
      <BulkEmailModal
        open={emailing}
        count={count}
        onClose={() => setEmailing(false)}
        onSend={(subject, body) => bulk({ action: 'email', subject, body })}
      />
    </Flex>
  );
}
