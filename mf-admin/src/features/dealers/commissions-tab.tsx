// The commissions tab (spec 002 §2): the summary (rials, short in words), filters by dealer and
// status, the list (dealer, order, amount, rate, state; the payment date and reference once paid), and paying one
// or several selected payable commissions with a reference (super admins only).
import { useState } from 'react';
import { App, Alert, Button, Card, Checkbox, Col, Flex, Row, Select, Statistic, Typography } from 'antd';
import { peopleApi, errorText, type CommissionItem } from '@sefaresh/shared-api';
import {
  COMMISSION_STATUS,
  COMMISSION_STATUSES,
  type CommissionStatus,
  rials,
  COMMISSION_STATUS_LABELS,
} from '@sefaresh/shared-api/rules';
import {
  EmptyState,
  formatJalaliDate,
  formatPercent,
  formatRial,
  formatRialShort,
  Pagination,
  PriceText,
  toPersianDigits,
  CommissionStatusTag,
  FilterField,
} from '@sefaresh/shared-ui';
import { PlainList, PlainListItem } from '../../components/plain-list';
import { DEALERS_TEXTS as T } from './messages';
import { DealerFilter, type ChosenDealer } from './dealer-filter';
import { PayModal, payeesOf } from './pay-modal';
import { useCommissions, useRefreshDealers } from './use-dealers';

export interface CommissionsTabProps {
  superuser: boolean;
}

export function CommissionsTab({ superuser }: CommissionsTabProps) {
  const { message } = App.useApp();
  const refresh = useRefreshDealers();
  const [dealer, setDealer] = useState<ChosenDealer | undefined>();
  const [status, setStatus] = useState<CommissionStatus | undefined>();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<CommissionItem[]>([]);
  const [paying, setPaying] = useState<CommissionItem[] | null>(null);
  const query = useCommissions({ dealer_id: dealer?.id, status, page });
  const data = query.data;

  const pay = async (reference: string) => {
    const items = paying ?? [];
    const answer = await peopleApi.payCommissions({
      commission_ids: items.map((c) => c.id),
      payment_reference: reference,
    });
    message.success(answer.message);
    setSelected([]);
    await refresh();
  };
  const amountOf = (items: CommissionItem[]) =>
    formatRial(String(items.reduce((sum, c) => sum + rials(c.commission_amount ?? '0'), 0n)), { zero: true });
  const isSelected = (c: CommissionItem) => selected.some((s) => s.id === c.id);

  return (
    <Flex vertical gap={12}>
      {data && (
        <Row gutter={[8, 8]}>
          {(['total', 'paid', 'pending', 'projected'] as const).map((key) => (
            <Col key={key} xs={12} md={6}>
              <Card size="small">
                <Statistic title={T.summary[key]} value={formatRialShort(data.summary[key])} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Flex gap={8} wrap align="end">
        <DealerFilter
          id="commissions-dealer"
          value={dealer}
          onChange={(chosen) => {
            setDealer(chosen);
            setPage(1);
            setSelected([]);
          }}
        />
        <FilterField label={T.statusFilter} htmlFor="commissions-status">
          <Select
            id="commissions-status"
            style={{ minWidth: 160 }}
            value={status ?? 'all'}
            options={[
              { value: 'all', label: T.allStatuses },
              ...COMMISSION_STATUSES.map((s) => ({ value: s, label: COMMISSION_STATUS_LABELS[s] })),
            ]}
            onChange={(v: string) => {
              setStatus(v === 'all' ? undefined : (v as CommissionStatus));
              setPage(1);
              setSelected([]);
            }}
          />
        </FilterField>
        {superuser && (
          <Button type="primary" disabled={!selected.length} onClick={() => setPaying(selected)}>
            {T.paySelected(selected.length)}
          </Button>
        )}
      </Flex>
      {query.isError && !query.isFetching && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorText(query.error, { fallback: T.commissionsLoadError })}
          action={<Button onClick={() => void query.refetch()}>{T.retry}</Button>}
        />
      )}
      {data && data.results.length === 0 && <EmptyState description={T.noCommissions} />}
      {data && data.results.length > 0 && (
        <>
          <PlainList aria-label={T.tabs.commissions}>
            {data.results.map((c) => (
              <PlainListItem
                key={c.id}
                aria-label={T.orderNo(c.order)}
                actions={
                  superuser && c.is_payable ? (
                    <Button size="small" type="primary" onClick={() => setPaying([c])}>
                      {T.pay}
                    </Button>
                  ) : null
                }
              >
                <Flex gap={8} align="start" style={{ minWidth: 0 }}>
                  {superuser && c.is_payable && (
                    <Checkbox
                      aria-label={T.selectCommission(c.order)}
                      checked={isSelected(c)}
                      onChange={(e) =>
                        setSelected((s) => (e.target.checked ? [...s, c] : s.filter((x) => x.id !== c.id)))
                      }
                    />
                  )}
                  <Flex vertical gap={2} style={{ minWidth: 0 }}>
                    <Typography.Text strong>
                      {c.dealer_name} — {T.orderNo(c.order)}
                    </Typography.Text>
                    <span>
                      <PriceText value={c.commission_amount} /> — {formatPercent(c.commission_rate)}{' '}
                      <CommissionStatusTag status={c.status} />
                    </span>
                    {c.status === COMMISSION_STATUS.paid && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {T.paidAt}: {c.paid_at ? formatJalaliDate(c.paid_at) : '—'} — {T.reference}:{' '}
                        <span dir="ltr">{c.payment_reference ?? '—'}</span>
                      </Typography.Text>
                    )}
                  </Flex>
                </Flex>
              </PlainListItem>
            ))}
          </PlainList>
          <Flex justify="center">
            <Pagination page={data.page} totalPages={data.total_pages} onChange={setPage} />
          </Flex>
          <Typography.Text type="secondary">{toPersianDigits(data.count)}</Typography.Text>
        </>
      )}
      <PayModal
        open={paying !== null}
        count={paying?.length ?? 0}
        amount={amountOf(paying ?? [])}
        dealers={payeesOf(paying ?? [])}
        onClose={() => setPaying(null)}
        onPay={pay}
      />
    </Flex>
  );
}
