import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { ManageCodesSection } from './manage-codes-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server: `total` codes in all; which codes are on a page does not matter here, so none are sent. */
function shopWithCodes(total: number) {
  const fetch = vi.fn(async (url: string) => {
    expect(url.startsWith('/api/seller/promotions?')).toBe(true);
    return new Response(JSON.stringify({ promotions: [] }), { headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) } });
  });
  vi.stubGlobal('fetch', fetch);
  return { pagesAskedFor: () => fetch.mock.calls.map(([url]) => new URL(url, 'http://x').searchParams.get('page')) };
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const show = (address: string) => render(
  <MemoryRouter initialEntries={[address]}>
    <QueryClientProvider client={createQueryClient()}><ManageCodesSection /><Address /></QueryClientProvider>
  </MemoryRouter>,
);

describe('the shop\'s codes, a page at a time', () => {
  it('moves an address past the last page (its last code deleted) to the last page, instead of saying there are no codes', async () => {
    const server = shopWithCodes(20);
    show('/seller-dashboard?tab=promotions&codePage=2');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?tab=promotions'));
    await waitFor(() => expect(server.pagesAskedFor()).toEqual(['2', '1']));
    expect(screen.queryByText('No codes yet')).toBeNull();
  });

  it('says there are no codes when the shop has none', async () => {
    shopWithCodes(0);
    show('/seller-dashboard?tab=promotions');
    expect(await screen.findByText('No codes yet')).toBeTruthy();
  });
});
