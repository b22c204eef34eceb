import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { ManageSalesSection } from './manage-sales-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server: `total` sales in all; which sales are on a page does not matter here, so none are sent. */
function shopWithSales(total: number) {
  const fetch = vi.fn(async (url: string) => {
    expect(url.startsWith('/api/seller/sales?')).toBe(true);
    return new Response(JSON.stringify({ sales: [] }), { headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) } });
  });
  vi.stubGlobal('fetch', fetch);
  return { pagesAskedFor: () => fetch.mock.calls.map(([url]) => new URL(url, 'http://x').searchParams.get('page')) };
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const show = (address: string) => render(
  <MemoryRouter initialEntries={[address]}>
    <QueryClientProvider client={createQueryClient()}><ManageSalesSection /><Address /></QueryClientProvider>
  </MemoryRouter>,
);

describe('the shop\'s sales, a page at a time', () => {
  it('moves an address past the last page (its last sale deleted) to the last page, instead of saying none are scheduled', async () => {
    const server = shopWithSales(41);
    show('/seller-dashboard?tab=promotions&codePage=2&salePage=4');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?tab=promotions&codePage=2&salePage=3'));
    await waitFor(() => expect(server.pagesAskedFor()).toEqual(['4', '3']));
    expect(screen.queryByText('No sales scheduled')).toBeNull();
  });

  it('says none are scheduled when the shop has no sales', async () => {
    shopWithSales(0);
    show('/seller-dashboard?tab=promotions');
    expect(await screen.findByText('No sales scheduled')).toBeTruthy();
  });
});
