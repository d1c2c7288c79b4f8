// The page's filters live in the address (?customer=7&dealer=3&from=2026-11-01&to=2026-11-30: ids and the due
// dates' Gregorian days), so a link or back/forward lands on the same view, and the export sends the same.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ReceivablesFilters } from '@sefaresh/shared-api';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const positiveInt = (v: string | null) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
};
const day = (v: string | null) => (v && ISO_DAY.test(v) ? v : undefined);

/** The filters of a query; unknown values are left out. */
export function readFilters(params: URLSearchParams): ReceivablesFilters {
  const f: ReceivablesFilters = {};
  const customer = positiveInt(params.get('customer'));
  const dealer = positiveInt(params.get('dealer'));
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  if (customer) f.customer = customer;
  if (dealer) f.dealer = dealer;
  if (from) f.from = from;
  if (to) f.to = to;
  return f;
}

export const hasFilters = (f: ReceivablesFilters) => Object.keys(f).length > 0;

export function useReceivablesFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(query)), [query]);
  const setFilters = useCallback(
    (change: Partial<ReceivablesFilters>) => {
      const next = { ...readFilters(new URLSearchParams(query)), ...change };
      const q = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) if (value !== undefined) q.set(key, String(value));
      setParams(q, { replace: true });
    },
    [query, setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { filters, setFilters, clear };
}
