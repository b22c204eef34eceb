import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('hands on the last value only once it has stood still for the delay', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 'h' } });
  rerender({ value: 'ho' });
  act(() => void vi.advanceTimersByTime(200));
  rerender({ value: 'hoodie' });
  act(() => void vi.advanceTimersByTime(200));
  expect(result.current).toBe('h');
  act(() => void vi.advanceTimersByTime(100));
  expect(result.current).toBe('hoodie');
});
