// Query strings of the list calls, and the TanStack Query options every endpoint module exports: a call's key and
// its fetcher together, so a screen reads `useQuery(ordersQuery(...))` and invalidates through the same keys.
// shared-api carries no Query dependency: the options are plain objects that fit useQuery, useSuspenseQuery,
// useQueries, prefetchQuery and invalidateQueries alike.

/** Empty values (undefined, null, '') are left out, the rest sent as text. */
export function definedParams(params: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = String(value);
  }
  return out;
}

export interface QueryOptionsOf<Key extends readonly unknown[], Data> {
  queryKey: Key;
  queryFn: () => Promise<Data>;
  staleTime?: number;
}

/** The options of one query: its key and the call that answers it. */
export function queryOptionsOf<const Key extends readonly unknown[], Data>(
  queryKey: Key,
  queryFn: () => Promise<Data>,
  extra: { staleTime?: number } = {},
): QueryOptionsOf<Key, Data> {
  return { queryKey, queryFn, ...extra };
}
