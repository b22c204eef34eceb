import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { ManageCodesSection } from './manage-codes-section';
import { ManageSalesSection } from './manage-sales-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface PagedList { name: string; Section: ComponentType; path: string; rows: string; pageKey: string; empty: string }

const LISTS: PagedList[] = [
  { name: 'codes', Section: ManageCodesSection, path: '/api/seller/promotions', rows: 'promotions', pageKey: 'codePage', empty: 'No codes yet' },
  { name: 'sales', Section: ManageSalesSection, path: '/api/seller/sales', rows: 'sales', pageKey: 'salePage', empty: 'No sales scheduled' },
];

/** The server: `total` rows in all; which rows are on a page does not matter here, so none are sent. */
function shopWith(list: PagedList, total: number) {
  const fetch = vi.fn(async (url: string) => {
    expect(url.startsWith(`${list.path}?`)).toBe(true);
    return new Response(JSON.stringify({ [list.rows]: [] }), { headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) } });
  });
  vi.stubGlobal('fetch', fetch);
  return { pagesAskedFor: () => fetch.mock.calls.map(([url]) => new URL(url, 'http://x').searchParams.get('page')) };
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const show = ({ Section }: PagedList, address: string) => render(
  <MemoryRouter initialEntries={[address]}>
    <QueryClientProvider client={createQueryClient()}><Section /><Address /></QueryClientProvider>
  </MemoryRouter>,
);

describe.each(LISTS)('the shop\'s $name, a page at a time', (list) => {
  it('moves an address past the last page (its last row deleted) to the last page, and keeps the other list\'s page', async () => {
    const server = shopWith(list, 41);
    show(list, `/seller-dashboard?tab=promotions&otherPage=2&${list.pageKey}=4`);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`?tab=promotions&otherPage=2&${list.pageKey}=3`));
    await waitFor(() => expect(server.pagesAskedFor()).toEqual(['4', '3']));
    expect(screen.queryByText(list.empty)).toBeNull();
  });

  it('moves to the first page, with no page in the address, when one page holds them all', async () => {
    shopWith(list, 20);
    show(list, `/seller-dashboard?tab=promotions&${list.pageKey}=2`);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?tab=promotions'));
    expect(screen.queryByText(list.empty)).toBeNull();
  });

  it('says there are none when the shop has none', async () => {
    shopWith(list, 0);
    show(list, '/seller-dashboard?tab=promotions');
    expect(await screen.findByText(list.empty)).toBeTruthy();
  });
});
