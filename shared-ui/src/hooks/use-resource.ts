import { useCallback, useEffect, useRef, useState } from 'react';

export interface ResourceState<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
}

/**
 * Data a page loads on mount (and again when `load` changes): `retry` loads again showing the loading state,
 * `reload` loads again quietly (the shown data stays, and stays on a failure), `set` replaces the data with an
 * answer the page already has (a move's result). A late answer after unmount, a newer load or `set` is dropped.
 * `load` null: nothing to load (e.g. an invalid id).
 */
export function useResource<T>(load: (() => Promise<T>) | null) {
  const [state, setState] = useState<ResourceState<T>>({ loading: load !== null });
  const generation = useRef(0);

  const run = useCallback(
    (quiet: boolean) => {
      if (!load) return;
      const mine = ++generation.current;
      if (!quiet) setState({ loading: true });
      load().then(
        (data) => mine === generation.current && setState({ data, loading: false }),
        (error: unknown) =>
          mine === generation.current &&
          setState((s) =>
            quiet && s.data !== undefined ? { data: s.data, loading: false } : { error, loading: false },
          ),
      );
    },
    [load],
  );

  useEffect(() => {
    run(false);
    const current = generation;
    return () => {
      current.current += 1;
    };
  }, [run]);

  const reload = useCallback(() => run(true), [run]);
  const retry = useCallback(() => run(false), [run]);
  const set = useCallback((data: T) => {
    generation.current += 1;
    setState({ data, loading: false });
  }, []);

  return { ...state, reload, retry, set };
}
