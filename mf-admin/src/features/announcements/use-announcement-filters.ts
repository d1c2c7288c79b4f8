// The announcements page's filters live in the address (search, date, status), as the customers page's do: a link
// such as /admin/announcements?date=week opens filtered, and back/forward move between them. Values the page does
// not offer are ignored; the defaults are left out of the address.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminAnnouncementsQuery } from '@sefaresh/shared-api';
import { ANNOUNCEMENTS_TEXTS as T } from './messages';

export interface AnnouncementFilters {
  search: string;
  date: NonNullable<AdminAnnouncementsQuery['date']>;
  status: NonNullable<AdminAnnouncementsQuery['status']>;
}

export const DEFAULT_FILTERS: AnnouncementFilters = { search: '', date: 'all', status: 'all' };

const OFFERED: Record<'date' | 'status', readonly string[]> = {
  date: Object.keys(T.dateOptions),
  status: Object.keys(T.statusOptions),
};

function readAnnouncementFilters(params: URLSearchParams): AnnouncementFilters {
  const filters = { ...DEFAULT_FILTERS, search: params.get('search')?.trim().slice(0, 100) ?? '' };
  for (const key of Object.keys(OFFERED) as Array<keyof typeof OFFERED>) {
    const value = params.get(key);
    if (value && OFFERED[key].includes(value)) Object.assign(filters, { [key]: value });
  }
  return filters;
}

/** The list request for the filters: only what narrows it. */
export function listQuery(filters: AnnouncementFilters): AdminAnnouncementsQuery {
  const query: AdminAnnouncementsQuery = {};
  if (filters.search) query.search = filters.search;
  if (filters.date !== 'all') query.date = filters.date;
  if (filters.status !== 'all') query.status = filters.status;
  return query;
}

export function useAnnouncementFilters() {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const filters = useMemo(() => readAnnouncementFilters(new URLSearchParams(address)), [address]);
  /** Typing in the search replaces the address entry instead of adding one. */
  const change = useCallback(
    (next: Partial<AnnouncementFilters>) => {
      const merged = { ...filters, ...next };
      const out = new URLSearchParams();
      for (const key of Object.keys(DEFAULT_FILTERS) as Array<keyof AnnouncementFilters>)
        if (merged[key] && merged[key] !== DEFAULT_FILTERS[key]) out.set(key, merged[key]);
      setParams(out, { replace: 'search' in next });
    },
    [filters, setParams],
  );
  return { filters, change };
}
