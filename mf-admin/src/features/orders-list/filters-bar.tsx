// The filters (spec 002 §2): search (debounced 400 ms), status, dealer (with 'without dealer'), registration
// date, sort, a clear button, and removable tags for the active filters.
import { useEffect, useRef, useState } from 'react';
import { Button, Card, Checkbox, Col, Flex, Input, Row, Tag } from 'antd';
import type { AdminOrderDateFilter, AdminOrderSort, AdminOrderStatusFilter } from '@sefaresh/shared-api';
import { orderNumberText, parseOrderNumber } from '@sefaresh/shared-api/rules';
import {
  FilterField,
  FilterSelect,
  optionsOf,
  ORDER_STATUSES,
  orderStatusLabel,
  toPersianDigits,
} from '@sefaresh/shared-ui';
import { SEARCH_DEBOUNCE_MS } from './constants';
import type { DealerForAssignment } from '@sefaresh/shared-api';
import { ORDERS_LIST_MESSAGES as T } from './messages';
import { hasFilters, type FilterKey, type Filters } from './use-filters';

const STATUS_FILTER_LABELS: Record<AdminOrderStatusFilter, string> = {
  active: T.active,
  ...(Object.fromEntries(ORDER_STATUSES.map((s) => [s, orderStatusLabel(s)])) as Record<
    (typeof ORDER_STATUSES)[number],
    string
  >),
};
const DATE_LABELS: Record<AdminOrderDateFilter, string> = {
  all: T.dateAll,
  today: T.dateToday,
  week: T.dateWeek,
  month: T.dateMonth,
};
const SORT_LABELS: Record<AdminOrderSort, string> = {
  newest: T.sortNewest,
  oldest: T.sortOldest,
  customer_name: T.sortCustomer,
  amount: T.sortAmount,
  status: T.sortStatus,
};

const ALL = '';
const STATUS_OPTIONS = [{ value: ALL, label: T.allStatuses }, ...optionsOf(STATUS_FILTER_LABELS)];

export interface FiltersBarProps {
  filters: Filters;
  dealers: DealerForAssignment[];
  /** The customer's name when the list shows it (for the customer tag). */
  customerName?: string;
  onChange: (change: Partial<Filters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

export function FiltersBar({ filters, dealers, customerName, onChange, onClear }: FiltersBarProps) {
  const [text, setText] = useState(filters.search ?? '');
  const typed = useRef(false);
  // a bare number is read as an order number first (the server ranks that order above the other matches)
  const orderFirst = filters.search ? parseOrderNumber(filters.search) : null;
  // the URL changed from outside (back/forward, clear, a tag): show its search
  useEffect(() => {
    if (!typed.current) setText(filters.search ?? '');
  }, [filters.search]);
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      typed.current = false;
      if (text.trim() !== (filters.search ?? ''))
        onChange({ search: text.trim() || undefined }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.search, onChange]);

  const dealerName = (id: number) => dealers.find((d) => d.id === id)?.name ?? `#${toPersianDigits(id)}`;
  const tags: Array<{ key: FilterKey; label: string }> = [];
  if (filters.search) tags.push({ key: 'search', label: `${T.search}: ${filters.search}` });
  if (filters.status)
    tags.push({ key: 'status', label: `${T.status}: ${STATUS_FILTER_LABELS[filters.status]}` });
  if (filters.dealer)
    tags.push({
      key: 'dealer',
      label: `${T.dealer}: ${filters.dealer === 'unassigned' ? T.unassigned : dealerName(filters.dealer)}`,
    });
  if (filters.date) tags.push({ key: 'date', label: `${T.date}: ${DATE_LABELS[filters.date]}` });
  if (filters.expired) tags.push({ key: 'expired', label: T.expiredOnly });
  if (filters.customer)
    tags.push({
      key: 'customer',
      label: `${T.customer}: ${customerName || `#${toPersianDigits(filters.customer)}`}`,
    });

  return (
    <Card size="small" title={T.filters}>
      <Row gutter={[12, 12]} align="bottom">
        <Col xs={24} md={12} lg={8}>
          <FilterField label={T.search} htmlFor="orders-filter-search">
            <Input
              id="orders-filter-search"
              aria-describedby={orderFirst !== null ? 'orders-filter-search-hint' : undefined}
              placeholder={T.searchPlaceholder}
              allowClear
              value={text}
              onChange={(e) => {
                typed.current = true;
                setText(e.target.value);
              }}
            />
            {orderFirst !== null && (
              <div id="orders-filter-search-hint" role="status" style={{ fontSize: 12, marginTop: 4 }}>
                {T.searchOrderFirst(orderNumberText(orderFirst))}
              </div>
            )}
          </FilterField>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <FilterSelect<string>
            id="orders-filter-status"
            label={T.status}
            value={filters.status ?? ALL}
            onChange={(v) => onChange({ status: (v || undefined) as AdminOrderStatusFilter | undefined })}
            options={STATUS_OPTIONS}
          />
        </Col>
        <Col xs={12} md={6} lg={4}>
          <FilterSelect<string>
            id="orders-filter-dealer"
            label={T.dealer}
            value={filters.dealer === undefined ? ALL : String(filters.dealer)}
            onChange={(v) =>
              onChange({ dealer: v === ALL ? undefined : v === 'unassigned' ? 'unassigned' : Number(v) })
            }
            options={[
              { value: ALL, label: T.allDealers },
              { value: 'unassigned', label: T.unassigned },
              ...dealers.map((d) => ({
                value: String(d.id),
                label: d.dealer_code ? `${d.name} (${d.dealer_code})` : d.name,
              })),
            ]}
          />
        </Col>
        <Col xs={12} md={6} lg={4}>
          <FilterSelect
            id="orders-filter-date"
            label={T.date}
            value={filters.date ?? 'all'}
            onChange={(v) => onChange({ date: v === 'all' ? undefined : v })}
            options={optionsOf(DATE_LABELS)}
          />
        </Col>
        <Col xs={12} md={6} lg={4}>
          <FilterSelect
            id="orders-filter-sort"
            label={T.sort}
            value={filters.sort ?? 'newest'}
            onChange={(v) => onChange({ sort: v === 'newest' ? undefined : v })}
            options={optionsOf(SORT_LABELS)}
          />
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Checkbox
            checked={filters.expired === true}
            onChange={(e) => onChange({ expired: e.target.checked ? true : undefined })}
          >
            {T.expiredOnly}
          </Checkbox>
        </Col>
      </Row>
      {hasFilters(filters) && (
        <Flex gap={8} wrap align="center" style={{ marginTop: 12 }} role="group" aria-label={T.activeFilters}>
          {tags.map((t) => (
            <Tag
              key={t.key}
              closable
              closeIcon={
                <span aria-label={T.removeFilter(t.label)} role="button">
                  ×
                </span>
              }
              onClose={(e) => {
                e.preventDefault();
                onChange({ [t.key]: undefined });
              }}
            >
              {t.label}
            </Tag>
          ))}
          <Button size="small" onClick={onClear}>
            {T.clearFilters}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
