// The admin dealers page (spec 002 §2): header with the shown/total count and its three buttons, the
// error banner, the dealers/staff switch, stat cards (a click filters), and the dealers, commissions and reports
// tabs; the add-dealer and create-admin modals, the rate and bank-account modals and the performance view. Super-admin actions
// are hidden for other staff (the server refuses them as well).
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Button, Card, Col, Flex, Row, Segmented, Statistic, Tabs, Typography } from 'antd';
import { peopleApi, errorText, type AdminDealer } from '@sefaresh/shared-api';
import { formatRialShort, toPersianDigits } from '@sefaresh/shared-ui';
import { ErrorBanner, PageHeading } from '../../components/page-heading';
import { useIsSuperuser, UserFormModal } from '../../components/people';
import { CommissionsTab } from './commissions-tab';
import { DealerPerformanceView } from './performance-view';
import { DEFAULT_DEALER_FILTERS, DealersTab, type DealerFilters } from './dealers-tab';
import { DEALERS_TEXTS as T } from './messages';
import { AdminRights, ReportsTab } from './reports-tab';
import { IbanModal } from './iban-modal';
import { RateModal } from './rate-modal';
import { StaffList } from './staff-list';
import { useDealersList, useDealerStats, useRefreshDealers } from './use-dealers';

export function DealersPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const superuser = useIsSuperuser();
  const refresh = useRefreshDealers();
  const [view, setView] = useState<'dealers' | 'staff'>('dealers');
  const [filters, setFilters] = useState<DealerFilters>(DEFAULT_DEALER_FILTERS);
  const [page, setPage] = useState(1);
  const list = useDealersList({ ...filters, search: filters.search || undefined, page });
  const stats = useDealerStats();
  const [banner, setBanner] = useState<string | null>(null);
  const [modal, setModal] = useState<'dealer' | 'admin' | null>(null);
  const [rateOf, setRateOf] = useState<AdminDealer | null>(null);
  const [ibanOf, setIbanOf] = useState<AdminDealer | null>(null);
  const [performance, setPerformance] = useState<AdminDealer | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const change = useCallback((next: Partial<DealerFilters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  }, []);
  const lastPage = list.data?.total_pages;
  // a change (a deactivated dealer leaving the active filter) can leave the page past the last one
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const toggle = async (d: AdminDealer) => {
    setBusyId(d.id);
    setBanner(null);
    try {
      const answer = await peopleApi.setActive(d.id, !d.is_active);
      message.success(answer.message);
      await refresh();
    } catch (e) {
      setBanner(errorText(e, { fallback: T.toggleFailed }));
    } finally {
      setBusyId(null);
    }
  };
  const s = stats.data;
  const statCards = [
    {
      key: 'total',
      value: s ? toPersianDigits(s.total_dealers) : '…',
      onClick: () => change({ status: 'all' }),
    },
    {
      key: 'active',
      value: s ? toPersianDigits(s.active_dealers) : '…',
      onClick: () => change({ status: 'active' }),
    },
    { key: 'orders', value: s ? toPersianDigits(s.orders_assigned) : '…' },
    {
      key: 'commission',
      value: s ? formatRialShort(s.total_commission) : '…',
    },
  ] as const;

  if (performance) return <DealerPerformanceView dealer={performance} onBack={() => setPerformance(null)} />;
  return (
    <Flex vertical gap={16} dir="rtl">
      <PageHeading
        title={T.title}
        subtitle={
          list.data && (
            <Typography.Text type="secondary">{T.shownOf(list.data.count, list.data.total)}</Typography.Text>
          )
        }
      >
        {superuser && (
          <Button type="primary" onClick={() => setModal('dealer')}>
            {T.addDealer}
          </Button>
        )}
        {superuser && <Button onClick={() => setModal('admin')}>{T.createAdmin}</Button>}
        <Button onClick={() => navigate('/admin')}>{T.dashboard}</Button>
      </PageHeading>
      <ErrorBanner text={banner} closeLabel={T.close} onClose={() => setBanner(null)} />
      <Segmented
        aria-label={T.view}
        value={view}
        onChange={(v) => setView(v as 'dealers' | 'staff')}
        options={[
          { value: 'dealers', label: T.viewDealers },
          { value: 'staff', label: T.viewStaff },
        ]}
      />
      {view === 'staff' ? (
        <StaffList />
      ) : (
        <>
          <Row gutter={[8, 8]}>
            {statCards.map((c) => (
              <Col key={c.key} xs={12} md={6}>
                <Card
                  size="small"
                  hoverable={'onClick' in c}
                  onClick={'onClick' in c ? c.onClick : undefined}
                  role={'onClick' in c ? 'button' : undefined}
                  aria-label={`${T.stats[c.key]}: ${c.value}`}
                >
                  <Statistic title={T.stats[c.key]} value={c.value} />
                </Card>
              </Col>
            ))}
          </Row>
          <Tabs
            items={[
              {
                key: 'dealers',
                label: T.tabs.dealers,
                children: (
                  <DealersTab
                    filters={filters}
                    onChange={change}
                    list={list}
                    onPage={setPage}
                    superuser={superuser}
                    busyId={busyId}
                    onAdd={() => setModal('dealer')}
                    onPerformance={setPerformance}
                    onEditRate={setRateOf}
                    onEditIban={setIbanOf}
                    onToggleActive={toggle}
                  />
                ),
              },
              {
                key: 'commissions',
                label: T.tabs.commissions,
                children: <CommissionsTab superuser={superuser} />,
              },
              { key: 'reports', label: T.tabs.reports, children: <ReportsTab onFailed={setBanner} /> },
            ]}
          />
        </>
      )}
      <UserFormModal
        kind="dealer"
        open={modal === 'dealer'}
        title={T.addDealerTitle}
        failedText={T.createDealerFailed}
        onClose={() => setModal(null)}
        onSubmit={async ({ dealer_commission_rate, is_dealer: _dealer, ...rest }) => {
          const answer = await peopleApi.createDealer({
            ...rest,
            commission_rate: dealer_commission_rate ?? '',
          });
          message.success(answer.message);
          await refresh();
        }}
      />
      <UserFormModal
        kind="admin"
        open={modal === 'admin'}
        title={T.createAdminTitle}
        failedText={T.createAdminFailed}
        footerNote={<AdminRights />}
        onClose={() => setModal(null)}
        onSubmit={async (payload) => {
          const answer = await peopleApi.createUser(payload);
          message.success(answer.message);
          await refresh();
        }}
      />
      <IbanModal
        dealer={ibanOf}
        onClose={() => setIbanOf(null)}
        onSave={async (iban) => {
          const answer = await peopleApi.updateDealer(ibanOf!.id, { dealer_iban: iban });
          message.success(answer.message);
          await refresh();
        }}
      />
      <RateModal
        dealer={rateOf}
        onClose={() => setRateOf(null)}
        onSave={async (rate) => {
          const answer = await peopleApi.updateRate(rateOf!.id, rate);
          message.success(answer.message);
          await refresh();
        }}
      />
    </Flex>
  );
}
