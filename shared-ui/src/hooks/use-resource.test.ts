import { act, renderHook, waitFor } from '@testing-library/react';
import { useResource } from './use-resource';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useResource', () => {
  test('loads on mount; retry shows loading again; reload keeps the data when it fails', async () => {
    let answer = deferred<string>();
    const load = jest.fn(() => answer.promise);
    const { result } = renderHook(() => useResource(load));
    expect(result.current.loading).toBe(true);
    await act(async () => answer.resolve('first'));
    expect(result.current).toMatchObject({ data: 'first', loading: false });

    answer = deferred();
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: 'first', loading: false });
    await act(async () => answer.reject(new Error('down')));
    expect(result.current.data).toBe('first');
    expect(result.current.error).toBeUndefined();

    answer = deferred();
    act(() => result.current.retry());
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toBeUndefined();
    const failure = new Error('down');
    await act(async () => answer.reject(failure));
    expect(result.current).toMatchObject({ error: failure, loading: false });
  });

  test('an answer that arrives after set() or a newer load is dropped', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const load = () => answers[call++].promise;
    const { result } = renderHook(() => useResource(load));
    act(() => result.current.set('from a move'));
    await act(async () => answers[0].resolve('stale'));
    expect(result.current.data).toBe('from a move');
  });

  test('null loads nothing', () => {
    const { result } = renderHook(() => useResource<string>(null));
    expect(result.current.loading).toBe(false);
    expect(result.current.data).toBeUndefined();
  });

  test('a new loader (a new id) loads again', async () => {
    const loaders = [1, 2].map((id) => () => Promise.resolve(`order ${id}`));
    const { result, rerender } = renderHook(({ load }) => useResource(load), {
      initialProps: { load: loaders[0] },
    });
    await waitFor(() => expect(result.current.data).toBe('order 1'));
    rerender({ load: loaders[1] });
    await waitFor(() => expect(result.current.data).toBe('order 2'));
  });
});
