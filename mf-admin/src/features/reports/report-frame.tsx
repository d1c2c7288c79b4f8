// What the three report pages share: the title with a way back to /admin/reports, the Persian range (kept in the
// address), the .xlsx of what is shown (the same range), and the report's states: loading, an error with a retry,
// nothing in the range, or the figures.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Spin, Statistic, Typography } from 'antd';
import { errorText, peopleApi, reportQuery, type ReportName } from '@sefaresh/shared-api';
import { exportFileName } from '@sefaresh/shared-api/rules';
import { EmptyState, formatRial, formatRialShort, saveBlob, toPersianDigits } from '@sefaresh/shared-ui';
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

/** One report of the range in the address (shared-api's reportQuery). */
export function useReport<Name extends Parameters<typeof reportQuery>[0]>(name: Name) {
  const { range, setRange } = useReportRange();
  const query = useQuery({ ...reportQuery(name, range), placeholderData: keepPreviousData });
  return { range, setRange, query };
}

export interface ReportFrameProps<T> {
  name: ReportName;
  title: string;
  range: ReportRange;
  onRange(next: ReportRange): void;
  query: UseQueryResult<T>;
  isEmpty(data: T): boolean;
  children(data: T): ReactNode;
}

export function ReportFrame<T>({
  name,
  title,
  range,
  onRange,
  query,
  isEmpty,
  children,
}: ReportFrameProps<T>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      saveBlob(
        await peopleApi.exportReport(name, range),
        exportFileName(`report-${name}`, new Date(), range),
      );
    } catch (error) {
      setFailure(errorText(error, { fallback: T.exportFailed }));
    } finally {
      setBusy(false);
    }
  };
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
          loading={busy}
          disabled={data === undefined || query.isError || query.isPlaceholderData}
        >
          {T.export}
        </Button>
      </Flex>
      <ReportRangePicker range={range} onChange={onRange} />
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
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
