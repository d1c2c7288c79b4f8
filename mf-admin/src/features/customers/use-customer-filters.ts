// The customers page's filters and page live in the address (user_type, status, sort, search, page), as the orders
// list's do: a link such as /admin/customers?user_type=dealer opens filtered, and back/forward move between them.
// Values the page does not offer are ignored; the defaults are left out of the address.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_FILTERS, type CustomerFilters } from './customers-filters';
import { CUSTOMERS_TEXTS as T } from './messages';

const OFFERED: Record<Exclude<keyof CustomerFilters, 'search'>, readonly string[]> = {
  user_type: Object.keys(T.types),
  status: Object.keys(T.statuses),
  sort: Object.keys(T.sorts),
};

function readCustomerFilters(params: URLSearchParams): CustomerFilters {
  const filters = { ...DEFAULT_FILTERS, search: params.get('search')?.trim() ?? '' };
  for (const key of Object.keys(OFFERED) as Array<keyof typeof OFFERED>) {
    const value = params.get(key);
    if (value && OFFERED[key].includes(value)) Object.assign(filters, { [key]: value });
  }
  return filters;
}

function toParams(filters: CustomerFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_FILTERS) as Array<keyof CustomerFilters>)
    if (filters[key] && filters[key] !== DEFAULT_FILTERS[key]) params.set(key, filters[key]);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function useCustomerFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => readCustomerFilters(new URLSearchParams(query)), [query]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  /** A change of filters goes back to the first page; typing in the search replaces the entry instead of adding. */
  const change = useCallback(
    (next: Partial<CustomerFilters>) =>
      setParams(toParams({ ...filters, ...next }, 1), { replace: 'search' in next }),
    [filters, setParams],
  );
  const setPage = useCallback((next: number) => setParams(toParams(filters, next)), [filters, setParams]);
  return { filters, page, change, setPage };
}
