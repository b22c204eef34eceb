import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useAdminAddress } from '../hooks/use-admin-address';
import { MessageReportsTab } from './message-reports-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server: `total` open reports; which reports are on a page does not matter here, so none are sent. */
function queueOf(total: number) {
  const fetch = vi.fn(async (url: string) => {
    expect(url.startsWith('/api/admin/message-reports?')).toBe(true);
    const page = Number(new URL(url, 'http://x').searchParams.get('page'));
    return Response.json({ items: [], page, limit: 20, total, totalPages: Math.ceil(total / 20) });
  });
  vi.stubGlobal('fetch', fetch);
}

function Tab() {
  return <MessageReportsTab address={useAdminAddress(['messages'], 'messages')} />;
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const show = (address: string) => render(
  <MemoryRouter initialEntries={[address]}>
    <QueryClientProvider client={createQueryClient()}><Tab /><Address /></QueryClientProvider>
  </MemoryRouter>,
);

describe('the reported messages queue, a page at a time', () => {
  it('moves to the last page when its address is past it (the last report there resolved), instead of saying the queue is empty', async () => {
    queueOf(20);
    show('/admin-dashboard?tab=messages&page=2');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?tab=messages'));
    expect(screen.queryByText('No reported messages')).toBeNull();
  });

  it('says the queue is empty when no report is open', async () => {
    queueOf(0);
    show('/admin-dashboard?tab=messages');
    expect(await screen.findByText('No reported messages')).toBeTruthy();
  });
});
