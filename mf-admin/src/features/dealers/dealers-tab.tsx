// The dealers tab (spec 002 §2): search over name, email, company and code; status; sort (Persian collation for
// names, on the server); one page of cards with the pages under them (issue 13: the server pages); both empty
// states.
import { useEffect, useState } from 'react';
import { Button, Col, Flex, Input, Row, Select, Spin } from 'antd';
import type { AdminDealer, AdminDealersParams } from '@sefaresh/shared-api';

type AdminDealerSort = NonNullable<AdminDealersParams['sort']>;
import { EmptyState, Pagination } from '@sefaresh/shared-ui';
import { DealerCard } from './dealer-card';
import { DEALERS_TEXTS as T } from './messages';

export interface DealerFilters {
  search: string;
  status: 'all' | 'active' | 'inactive';
  sort: AdminDealerSort;
}
export const DEFAULT_DEALER_FILTERS: DealerFilters = { search: '', status: 'all', sort: 'newest' };

export interface DealersTabProps {
  filters: DealerFilters;
  onChange(change: Partial<DealerFilters>): void;
  dealers: AdminDealer[] | undefined;
  total: number;
  page: number;
  totalPages: number;
  onPage(page: number): void;
  loading: boolean;
  superuser: boolean;
  busyId: number | null;
  onAdd(): void;
  onPerformance(d: AdminDealer): void;
  onEditRate(d: AdminDealer): void;
  onToggleActive(d: AdminDealer): void;
}

export function DealersTab(props: DealersTabProps) {
  const { filters, onChange, dealers, total, loading, superuser } = props;
  const [text, setText] = useState(filters.search);
  useEffect(() => setText(filters.search), [filters.search]);
  useEffect(() => {
    if (text.trim() === filters.search) return;
    const timer = setTimeout(() => onChange({ search: text.trim() }), 400);
    return () => clearTimeout(timer);
  }, [text, filters.search, onChange]);
  const clear = () => onChange(DEFAULT_DEALER_FILTERS);

  let list;
  if (!dealers) list = <Spin />;
  else if (dealers.length === 0 && total === 0)
    list = (
      <EmptyState
        description={T.noDealers}
        action={superuser ? <Button onClick={props.onAdd}>{T.addDealer}</Button> : undefined}
      />
    );
  else if (dealers.length === 0)
    list = <EmptyState description={T.noMatch} action={<Button onClick={clear}>{T.clearFilters}</Button>} />;
  else
    list = (
      <Spin spinning={loading}>
        <Row gutter={[12, 12]}>
          {dealers.map((d) => (
            <Col key={d.id} xs={24} md={12} xl={8}>
              <DealerCard
                dealer={d}
                superuser={superuser}
                busy={props.busyId === d.id}
                onPerformance={() => props.onPerformance(d)}
                onEditRate={() => props.onEditRate(d)}
                onToggleActive={() => props.onToggleActive(d)}
              />
            </Col>
          ))}
        </Row>
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Pagination
            page={props.page}
            totalPages={props.totalPages}
            onChange={props.onPage}
            disabled={loading}
          />
        </Flex>
      </Spin>
    );

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Input.Search
          aria-label={T.search}
          placeholder={T.search}
          allowClear
          style={{ maxWidth: 320 }}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(v) => onChange({ search: v.trim() })}
        />
        <Select
          aria-label={T.status}
          style={{ minWidth: 120 }}
          value={filters.status}
          options={(['all', 'active', 'inactive'] as const).map((v) => ({ value: v, label: T.statuses[v] }))}
          onChange={(status) => onChange({ status })}
        />
        <Select
          aria-label={T.sort}
          style={{ minWidth: 160 }}
          value={filters.sort}
          options={(Object.keys(T.sorts) as AdminDealerSort[]).map((v) => ({ value: v, label: T.sorts[v] }))}
          onChange={(sort) => onChange({ sort })}
        />
        <Button onClick={clear}>{T.clearFilters}</Button>
      </Flex>
      {list}
    </Flex>
  );
}
