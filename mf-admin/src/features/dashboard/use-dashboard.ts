// The dashboard's numbers: loaded on visit and on every refresh; the last answer stays on screen while reloading.
import { useCallback, useEffect, useState } from 'react';
import { reportsApi, type AdminDashboard } from '@sefaresh/shared-api';

export function useDashboard() {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ attempt: number; data?: AdminDashboard; error?: unknown } | null>(
    null,
  );
  const [data, setData] = useState<AdminDashboard | null>(null);

  useEffect(() => {
    let live = true;
    reportsApi.dashboard().then(
      (answer) => {
        if (!live) return;
        setData(answer);
        setOutcome({ attempt, data: answer });
      },
      (error: unknown) => live && setOutcome({ attempt, error }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const loading = outcome?.attempt !== attempt;
  return { data, loading, error: loading ? undefined : outcome?.error, reload };
}
