// The list for the current filters and page, loaded from the server; the last answer stays on screen while the
// next one loads.
import { useCallback, useEffect, useState } from 'react';
import { adminOrdersApi, type AdminOrdersFilters, type AdminOrdersResponse } from '@sefaresh/shared-api';
import { PAGE_SIZE } from './constants';

interface Outcome {
  key: string;
  data?: AdminOrdersResponse;
  error?: unknown;
}

export function useAdminOrders(query: AdminOrdersFilters, page: number) {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [last, setLast] = useState<AdminOrdersResponse | null>(null);
  const key = `${JSON.stringify(query)}|${page}|${attempt}`;

  useEffect(() => {
    let live = true;
    adminOrdersApi.list({ ...query, page, page_size: PAGE_SIZE }).then(
      (data) => {
        if (!live) return;
        setLast(data);
        setOutcome({ key, data });
      },
      (error: unknown) => live && setOutcome({ key, error }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key carries query, page and attempt
  }, [key]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const loading = outcome?.key !== key;
  return { data: last, loading, error: loading ? undefined : outcome?.error, reload };
}
