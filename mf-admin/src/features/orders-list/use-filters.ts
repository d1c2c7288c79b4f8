// The page's filters live in the URL query (status, customer, dealer, date, sort, search, page), so links such as
// /admin/orders?status=payment_uploaded&customer=7 prefill them and back/forward move between filter states.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type {
  AdminOrderDateFilter,
  AdminOrderSort,
  AdminOrderStatusFilter,
  AdminOrdersFilters,
} from '@sefaresh/shared-api';
import { ORDER_STATUSES } from '@sefaresh/shared-ui';

export interface Filters {
  status?: AdminOrderStatusFilter;
  customer?: number;
  dealer?: number | 'unassigned';
  date?: AdminOrderDateFilter;
  sort?: AdminOrderSort;
  search?: string;
  /** Only orders whose current quote has expired. */
  expired?: true;
}
export type FilterKey = keyof Filters;

const STATUS_VALUES: readonly string[] = [...ORDER_STATUSES, 'active'];
const DATE_VALUES: readonly string[] = ['all', 'today', 'week', 'month'];
const SORT_VALUES: readonly string[] = ['newest', 'oldest', 'customer_name', 'amount', 'status'];

const positiveInt = (v: string | null) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads the filters from a query; unknown values are ignored. */
function readFilters(params: URLSearchParams): Filters {
  const f: Filters = {};
  const status = params.get('status');
  if (status && STATUS_VALUES.includes(status)) f.status = status as AdminOrderStatusFilter;
  const customer = positiveInt(params.get('customer'));
  if (customer) f.customer = customer;
  const dealer = params.get('dealer');
  if (dealer === 'unassigned') f.dealer = 'unassigned';
  else if (positiveInt(dealer)) f.dealer = positiveInt(dealer);
  const date = params.get('date');
  if (date && date !== 'all' && DATE_VALUES.includes(date)) f.date = date as AdminOrderDateFilter;
  const sort = params.get('sort');
  if (sort && sort !== 'newest' && SORT_VALUES.includes(sort)) f.sort = sort as AdminOrderSort;
  const search = params.get('search')?.trim();
  if (search) f.search = search;
  if (params.get('expired') === 'true') f.expired = true;
  return f;
}

/** True when something narrows the list (the sort does not). */
export const hasFilters = (f: Filters) =>
  Boolean(f.status || f.customer || f.dealer || f.date || f.search || f.expired);

export function useFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the query text, not the object
  const filters = useMemo(() => readFilters(params), [key]);
  const page = positiveInt(params.get('page')) ?? 1;

  const write = useCallback(
    (next: Filters, nextPage: number, replace = false) => {
      const q = new URLSearchParams();
      const entries: Array<[FilterKey, unknown]> = [
        ['status', next.status],
        ['customer', next.customer],
        ['dealer', next.dealer],
        ['date', next.date],
        ['sort', next.sort],
        ['search', next.search],
        ['expired', next.expired],
      ];
      for (const [k, v] of entries) if (v !== undefined && v !== '' && v !== null) q.set(k, String(v));
      if (nextPage > 1) q.set('page', String(nextPage));
      setParams(q, { replace });
    },
    [setParams],
  );

  /** Changes some filters and goes back to page 1. */
  const setFilters = useCallback(
    (change: Partial<Filters>, options: { replace?: boolean } = {}) =>
      write(readFilters(new URLSearchParams(applyChange(filters, change))), 1, options.replace),
    [filters, write],
  );
  const setPage = useCallback((p: number) => write(filters, p), [filters, write]);
  const clear = useCallback(
    () => write(filters.sort ? { sort: filters.sort } : {}, 1),
    [filters.sort, write],
  );

  /** What the list and the export ask the server for. */
  const query: AdminOrdersFilters = useMemo(() => ({ ...filters }), [filters]);
  return { filters, page, query, setFilters, setPage, clear };
}

function applyChange(current: Filters, change: Partial<Filters>): Record<string, string> {
  const merged: Filters = { ...current, ...change };
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(merged)) if (v !== undefined && v !== '') out[k] = String(v);
  return out;
}
