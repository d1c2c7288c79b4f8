// /admin/receivables «مطالبات»: the open instalments of every order and the received cheques due soon, in four
// sections (overdue, due this week, cheques to deposit in the next 7 days, every open instalment) with their
// totals; filters by customer, dealer and the due dates' range kept in the address, and the Excel export of the
// same filters.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { adminReceivablesApi, errorText, receivablesQuery, type Receivables } from '@sefaresh/shared-api';
import { exportFileName } from '@sefaresh/shared-api/rules';
import { PriceText, QueryError, QueryState } from '@sefaresh/shared-ui';
import { ErrorBanner, PageHeading, useDownload } from '../../components/page-heading';
import { RECEIVABLES_TEXTS as T } from './messages';
import { ChequeRows, InstalmentRows } from './receivable-tables';
import { ReceivablesFilters } from './receivables-filters';
import { useReceivablesFilters } from './use-receivables-filters';

type Section = keyof Receivables['totals'];
const SECTIONS: readonly Section[] = ['overdue', 'due_this_week', 'cheques_to_deposit', 'open'];
const ACCENT: Record<Section, string> = {
  overdue: '#cf1322',
  due_this_week: '#d46b08',
  cheques_to_deposit: '#1677ff',
  open: '#8c8c8c',
};

function Totals({ data }: { data: Receivables }) {
  return (
    <section aria-label={T.totals}>
      <Row gutter={[12, 12]}>
        {SECTIONS.map((s) => (
          <Col key={s} xs={24} sm={12} lg={6}>
            <Card size="small" style={{ height: '100%', borderTop: `3px solid ${ACCENT[s]}` }}>
              <Flex vertical gap={4} data-total={s}>
                <Typography.Text type="secondary">{T.sections[s]}</Typography.Text>
                <PriceText value={data.totals[s]} zero strong />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {T.count(data[s].length)}
                </Typography.Text>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

function Sections({ data }: { data: Receivables }) {
  return (
    <Flex vertical gap={16}>
      {SECTIONS.map((s) => (
        <section key={s} aria-label={T.sections[s]}>
          <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{T.sections[s]}</h2>}>
            {s === 'cheques_to_deposit' ? (
              <ChequeRows
                label={T.listOf(T.sections[s])}
                rows={data[s]}
                total={data.totals[s]}
                empty={T.empty[s]}
              />
            ) : (
              <InstalmentRows
                label={T.listOf(T.sections[s])}
                rows={data[s]}
                total={data.totals[s]}
                empty={T.empty[s]}
              />
            )}
          </Card>
        </section>
      ))}
    </Flex>
  );
}

export function ReceivablesPage() {
  const navigate = useNavigate();
  const { filters, setFilters, clear } = useReceivablesFilters();
  const query = useQuery({ ...receivablesQuery(filters), placeholderData: keepPreviousData });
  const excel = useDownload(T.exportFailed);
  const exportExcel = () =>
    excel.download(
      () => adminReceivablesApi.exportXlsx(filters),
      () => exportFileName('receivables', new Date()),
    );

  const rows = query.data ? [...query.data.open, ...query.data.overdue, ...query.data.due_this_week] : [];
  const customerName = filters.customer
    ? rows.find((r) => r.customer_id === filters.customer)?.customer_name
    : undefined;

  return (
    <Flex vertical gap={16}>
      <PageHeading
        title={T.title}
        subtitle={<Typography.Text type="secondary">{T.subtitle}</Typography.Text>}
      >
        <Button type="primary" onClick={() => void exportExcel()} loading={excel.busy}>
          {excel.busy ? T.exporting : T.export}
        </Button>
        <Button onClick={() => navigate('/admin')}>{T.dashboard}</Button>
      </PageHeading>

      <ErrorBanner text={excel.failure} closeLabel={T.close} onClose={excel.clearFailure} />

      <ReceivablesFilters
        filters={filters}
        customerName={customerName}
        onChange={setFilters}
        onClear={clear}
      />

      <QueryError
        query={query}
        errorText={(e) => errorText(e, { fallback: T.loadError })}
        retryLabel={T.retry}
        closeLabel={T.close}
      />
      <QueryState
        query={query}
        errorPlacement="elsewhere"
        errorText={(e) => errorText(e, { fallback: T.loadError })}
        retryLabel={T.retry}
      >
        {(data) => (
          <Flex vertical gap={16}>
            <Totals data={data} />
            <Sections data={data} />
          </Flex>
        )}
      </QueryState>
    </Flex>
  );
}
