import { useCallback, useEffect, useState } from 'react';

interface LoadState<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
}

/** Loads once on mount (and again on `reload`); a late answer after unmount is dropped. */
export function useLoad<T>(load: () => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ loading: true });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ data, loading: false }),
      (error: unknown) => live && setState({ error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const reload = useCallback(() => {
    setState({ loading: true });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, reload };
}
