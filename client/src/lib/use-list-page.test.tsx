import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { useListPage } from './use-list-page';

const at = (address: string) => ({ wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter> });

test('reads its own key and links to another page keeping the rest of the address', () => {
  const { result } = renderHook(() => useListPage('salePage'), at('/seller-dashboard?tab=promotions&salePage=3&codePage=2'));
  expect(result.current.page).toBe(3);
  expect(result.current.hrefForPage(4)).toBe('?tab=promotions&salePage=4&codePage=2');
  // The first page carries no key at all.
  expect(result.current.hrefForPage(1)).toBe('?tab=promotions&codePage=2');
});

test('a missing or hand-edited page is the first', () => {
  for (const address of ['/x', '/x?salePage=0', '/x?salePage=-2', '/x?salePage=abc', '/x?salePage=1.5', '/x?page=4']) {
    const { result } = renderHook(() => useListPage('salePage'), at(address));
    expect(result.current.page, address).toBe(1);
  }
});
