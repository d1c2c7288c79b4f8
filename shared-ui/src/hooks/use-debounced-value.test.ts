import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('follows the value only after it stopped changing for 500 ms', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
    initialProps: { value: '' },
  });
  rerender({ value: 'قه' });
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
  expect(result.current).toBe('');
  rerender({ value: 'قهوه' });
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
  expect(result.current).toBe('');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe('قهوه');
});
