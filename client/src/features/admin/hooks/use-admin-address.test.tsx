import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { expect, test } from 'vitest';
import { useAdminAddress } from './use-admin-address';

const TABS = ['overview', 'users', 'sellers'] as const;

function renderAddress(start: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[start]}>{children}</MemoryRouter>;
  return renderHook(() => ({ address: useAdminAddress(TABS, 'overview'), location: useLocation() }), { wrapper });
}

test('the tab, filters and page are read from the address; unknown values fall back', () => {
  const { result } = renderAddress('/admin-dashboard?tab=users&search=maya&role=seller&page=3');
  expect(result.current.address).toMatchObject({ tab: 'users', page: 3 });
  expect(result.current.address.read('search')).toBe('maya');
  expect(result.current.address.read('status')).toBe('');

  const odd = renderAddress('/admin-dashboard?tab=root&page=0');
  expect(odd.result.current.address).toMatchObject({ tab: 'overview', page: 1 });
});

test('a filter change goes into the address and starts again from page 1; a blank filter leaves it', () => {
  const { result } = renderAddress('/admin-dashboard?tab=users&search=maya&page=3');
  act(() => result.current.address.update({ role: 'seller', search: undefined }));
  expect(result.current.location.search).toBe('?tab=users&role=seller');
  act(() => result.current.address.update({ page: '2' }));
  expect(result.current.location.search).toBe('?tab=users&role=seller&page=2');
});

test('switching tabs starts the new tab afresh, and the default tab has a bare address', () => {
  const { result } = renderAddress('/admin-dashboard?tab=users&search=maya&page=3');
  act(() => result.current.address.setTab('sellers'));
  expect(result.current.location.search).toBe('?tab=sellers');
  act(() => result.current.address.setTab('overview'));
  expect(result.current.location.search).toBe('');
});

test('page links keep the tab and filters', () => {
  const { result } = renderAddress('/admin-dashboard?tab=users&search=maya&page=3');
  expect(result.current.address.hrefForPage(4)).toBe('?tab=users&search=maya&page=4');
  expect(result.current.address.hrefForPage(1)).toBe('?tab=users&search=maya');
});
