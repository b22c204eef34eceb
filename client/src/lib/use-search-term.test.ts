import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useSearchTerm } from './use-search-term';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderSearch(value: string) {
  const onSearch = vi.fn<(term: string) => void>();
  const hook = renderHook(({ address }) => useSearchTerm(address, onSearch, 300), { initialProps: { address: value } });
  return { ...hook, onSearch };
}

test('the box shows each keystroke at once and hands on the trimmed term once typing pauses', () => {
  const { result, onSearch } = renderSearch('');
  act(() => result.current[1]('in'));
  act(() => void vi.advanceTimersByTime(200));
  act(() => result.current[1]('ink  '));
  expect(result.current[0]).toBe('ink  ');
  act(() => void vi.advanceTimersByTime(299));
  expect(onSearch).not.toHaveBeenCalled();
  act(() => void vi.advanceTimersByTime(1));
  expect(onSearch).toHaveBeenCalledExactlyOnceWith('ink');
});

test('a term the address already holds is not sent again', () => {
  const { result, onSearch } = renderSearch('ink');
  act(() => result.current[1]('ink '));
  act(() => void vi.advanceTimersByTime(300));
  expect(onSearch).not.toHaveBeenCalled();
});

test('when the address changes some other way, the box follows it', () => {
  const { result, rerender, onSearch } = renderSearch('ink');
  rerender({ address: '' });
  expect(result.current[0]).toBe('');
  act(() => void vi.advanceTimersByTime(300));
  expect(onSearch).not.toHaveBeenCalled();
});
