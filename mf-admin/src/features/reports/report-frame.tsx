// What the three report pages share: the title with a way back to /admin/reports, the Persian range (kept in the
// address), the .xlsx of what is shown (the same range), and the report's states: loading, an error with a retry,
// nothing in the range, or the figures.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Spin,
  Statistic,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { peopleApi, reportQuery, type ReportName } from '@sefaresh/shared-api';
import { exportFileName } from '@sefaresh/shared-api/rules';
import { EmptyState, formatRial, formatRialShort, toPersianDigits } from '@sefaresh/shared-ui';
import { useDownload } from '../../components/page-heading';
import { loadErrorText } from '../../lib/load-error';
import { REPORTS_TEXTS as T } from './messages';
import { ReportRangePicker } from './range-picker';
import { useReportRange, type ReportRange } from './use-report-range';

/** Rials (the server's strings) in full for a table's cell: '۱۹٬۶۶۲٬۵۰۰ ریال'. */
export const rialCell = (rials: string) => formatRial(rials, { zero: true });
/** Rials in words of millions and billions for a figure: '۱۹٫۷ میلیون ریال'. */
export const rialFigure = (rials: string) => formatRialShort(rials);

/** A column of counts read from the row, Persian digits (for figures such as completed and cancelled orders). */
export const countColumn = <R,>(title: string, pick: (row: R) => number) => ({
  title,
  key: title,
  render: (_: unknown, row: R) => toPersianDigits(pick(row)),
});

/** One report: its name, the range in the address and the report of that range (shared-api's reportQuery). */
export interface ReportState<T> {
  name: ReportName;
  range: ReportRange;
  setRange(next: ReportRange): void;
  query: UseQueryResult<T>;
}

/** One report of the range in the address. */
export function useReport<Name extends Parameters<typeof reportQuery>[0]>(name: Name) {
  const { range, setRange } = useReportRange();
  const query = useQuery({ ...reportQuery(name, range), placeholderData: keepPreviousData });
  return { name, range, setRange, query };
}

export interface ReportFrameProps<T> {
  title: string;
  report: ReportState<T>;
  isEmpty(data: T): boolean;
  children(data: T): ReactNode;
}

export function ReportFrame<T>({ title, report, isEmpty, children }: ReportFrameProps<T>) {
  const { name, range, setRange: onRange, query } = report;
  const excel = useDownload(T.exportFailed);
  const download = () =>
    excel.download(
      () => peopleApi.exportReport(name, range),
      () => exportFileName(`report-${name}`, new Date(), range),
    );
  const data = query.data;
  let body: ReactNode;
  if (query.isError)
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={loadErrorText(query.error, T.loadError)}
        action={<Button onClick={() => void query.refetch()}>{T.retry}</Button>}
      />
    );
  else if (data === undefined) body = <Spin />;
  else if (isEmpty(data)) body = <EmptyState description={T.empty} />;
  else body = children(data);
  return (
    <Flex vertical gap={16} dir="rtl">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex vertical>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Link to="/admin/reports">{T.back}</Link>
        </Flex>
        <Button
          onClick={download}
          loading={excel.busy}
          disabled={data === undefined || query.isError || query.isPlaceholderData}
        >
          {T.export}
        </Button>
      </Flex>
      <ReportRangePicker range={range} onChange={onRange} />
      {excel.failure && <Alert type="error" showIcon role="alert" title={excel.failure} />}
      {query.isFetching && data !== undefined ? <Spin size="small" /> : null}
      {body}
    </Flex>
  );
}

/** A titled part of a report, named for assistive technology (and tests). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} role="region" aria-label={title} style={{ height: '100%' }}>
      {children}
    </Card>
  );
}

export interface ReportTableProps<R> {
  title: string;
  rowKey: keyof R & string;
  rows: R[];
  columns: TableColumnsType<R>;
  /** Whether a wide table scrolls sideways (the narrow ones of a half row do not). */
  scroll?: boolean;
}

/** A table of a report in its titled part: small, all its rows on one page. */
export function ReportTable<R extends object>({
  title,
  rowKey,
  rows,
  columns,
  scroll = false,
}: ReportTableProps<R>) {
  return (
    <Section title={title}>
      <Table<R>
        size="small"
        rowKey={rowKey}
        pagination={false}
        scroll={scroll ? { x: true } : undefined}
        dataSource={rows}
        columns={columns}
      />
    </Section>
  );
}

/** A figure card: its title, its value and what it counts. */
export function Figure({ title, value, hint }: { title: string; value: ReactNode; hint?: string }) {
  return (
    <Col xs={12} md={6}>
      <Card size="small" role="region" aria-label={title} style={{ height: '100%' }}>
        <Statistic title={title} value={value as string} />
        {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
      </Card>
    </Col>
  );
}
