import { act, renderHook } from '@testing-library/react';
import { ERROR_MS, SUCCESS_MS, useFlash } from './use-flash';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a success message goes after 3 s and an error after 5 s (spec 000 §8)', () => {
  const { result } = renderHook(() => useFlash());
  act(() => result.current.show('success', 'ذخیره شد'));
  expect(result.current.flash).toEqual({ type: 'success', text: 'ذخیره شد' });
  act(() => jest.advanceTimersByTime(SUCCESS_MS - 1));
  expect(result.current.flash).not.toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.flash).toBeNull();

  act(() => result.current.show('error', 'خطا'));
  act(() => jest.advanceTimersByTime(SUCCESS_MS));
  expect(result.current.flash?.text).toBe('خطا');
  act(() => jest.advanceTimersByTime(ERROR_MS - SUCCESS_MS));
  expect(result.current.flash).toBeNull();
});

test('a new message replaces the old one with its own lifetime, and clear removes it', () => {
  const { result } = renderHook(() => useFlash());
  act(() => result.current.show('error', 'اول'));
  act(() => jest.advanceTimersByTime(ERROR_MS - 100));
  act(() => result.current.show('success', 'دوم'));
  act(() => jest.advanceTimersByTime(200));
  expect(result.current.flash?.text).toBe('دوم');
  act(() => result.current.clear());
  expect(result.current.flash).toBeNull();
});
