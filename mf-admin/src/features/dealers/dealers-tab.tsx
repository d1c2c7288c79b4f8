// The dealers tab (spec 002 §2): search over name, email, company and code; status; sort (Persian collation for
// names, on the server); one page of cards with the pages under them (the server pages); both empty
// states, and the first load, a failure with its retry and the next page's load drawn by shared-ui's QueryState.
import { useEffect, useState } from 'react';
import { Button, Col, Flex, Input, Row, Select } from 'antd';
import { errorText, type AdminDealer, type AdminDealersParams } from '@sefaresh/shared-api';
import { EmptyState, Pagination, QueryState } from '@sefaresh/shared-ui';
import { DealerCard } from './dealer-card';
import { DEALERS_TEXTS as T } from './messages';
import type { useDealersList } from './use-dealers';

type AdminDealerSort = NonNullable<AdminDealersParams['sort']>;

export interface DealerFilters {
  search: string;
  status: 'all' | 'active' | 'inactive';
  sort: AdminDealerSort;
}
export const DEFAULT_DEALER_FILTERS: DealerFilters = { search: '', status: 'all', sort: 'newest' };

export interface DealersTabProps {
  filters: DealerFilters;
  onChange(change: Partial<DealerFilters>): void;
  /** The page of dealers for the filters (use-dealers.ts). */
  list: ReturnType<typeof useDealersList>;
  onPage(page: number): void;
  superuser: boolean;
  busyId: number | null;
  onAdd(): void;
  onPerformance(d: AdminDealer): void;
  onEditRate(d: AdminDealer): void;
  onEditIban(d: AdminDealer): void;
  onToggleActive(d: AdminDealer): void;
}

export function DealersTab(props: DealersTabProps) {
  const { filters, onChange, list, superuser } = props;
  const [text, setText] = useState(filters.search);
  useEffect(() => setText(filters.search), [filters.search]);
  useEffect(() => {
    if (text.trim() === filters.search) return;
    const timer = setTimeout(() => onChange({ search: text.trim() }), 400);
    return () => clearTimeout(timer);
  }, [text, filters.search, onChange]);
  const clear = () => onChange(DEFAULT_DEALER_FILTERS);

  const cards = (dealers: AdminDealer[]) => (
    <Row gutter={[12, 12]}>
      {dealers.map((d) => (
        <Col key={d.id} xs={24} md={12} xl={8}>
          <DealerCard
            dealer={d}
            superuser={superuser}
            busy={props.busyId === d.id}
            onPerformance={() => props.onPerformance(d)}
            onEditRate={() => props.onEditRate(d)}
            onEditIban={() => props.onEditIban(d)}
            onToggleActive={() => props.onToggleActive(d)}
          />
        </Col>
      ))}
    </Row>
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
      <QueryState
        query={list}
        errorText={(error) => errorText(error, { fallback: T.loadError })}
        retryLabel={T.retry}
        isEmpty={(answer) => answer.results.length === 0}
        empty={(answer) =>
          answer.total === 0 ? (
            <EmptyState
              description={T.noDealers}
              action={superuser ? <Button onClick={props.onAdd}>{T.addDealer}</Button> : undefined}
            />
          ) : (
            <EmptyState description={T.noMatch} action={<Button onClick={clear}>{T.clearFilters}</Button>} />
          )
        }
      >
        {(answer) => (
          <>
            {cards(answer.results)}
            <Flex justify="center" style={{ marginTop: 16 }}>
              <Pagination
                page={answer.page}
                totalPages={answer.total_pages}
                onChange={props.onPage}
                disabled={list.isPlaceholderData}
              />
            </Flex>
          </>
        )}
      </QueryState>
    </Flex>
  );
}
