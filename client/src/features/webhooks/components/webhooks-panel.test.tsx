import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_MESSAGES, type WebhookDelivery, type WebhookEndpoint } from '@shared/webhook-schemas';
import { createQueryClient } from '../../../lib/query-client';
import { WebhooksPanel } from './webhooks-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const endpoint = (changes: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 7, url: 'https://erp.example.com/hooks', events: ['order.paid'], enabled: true, disabledReason: null, failingSince: null,
  createdAt: '2026-11-27T10:00:00.000Z', ...changes,
});

const delivery = (id: number, changes: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id, eventId: `evt_${id}`, eventType: 'order.paid', status: 'delivered', attempts: 1, responseCode: 200, lastError: null,
  lastAttemptAt: '2026-11-27T10:05:00.000Z', nextAttemptAt: null, durationMs: 84, createdAt: '2026-11-27T10:05:00.000Z', ...changes,
});

type Handler = (url: string, init: RequestInit) => Response | undefined;

/** A fake server: each handler may answer a call; GET of the list answers `list()`. */
function server(list: () => WebhookEndpoint[], handler: Handler = () => undefined) {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const answer = handler(url, init);
    if (answer) return answer;
    if ((init.method ?? 'GET') === 'GET' && url === '/api/seller/webhooks') return json(list());
    throw new Error(`unexpected ${init.method ?? 'GET'} ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function show(start = '/seller-dashboard?tab=integrations', owner: 'seller' | 'admin' = 'seller') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[start]}><WebhooksPanel owner={owner} /><Address /></MemoryRouter>
    </QueryClientProvider>,
  );
}

const calls = (fetch: ReturnType<typeof server>, method: string) => fetch.mock.calls.filter(([, init]) => init?.method === method);

describe('the webhooks panel', () => {
  it('adds an endpoint and shows its secret once, then never again', async () => {
    let stored: WebhookEndpoint[] = [];
    const fetch = server(() => stored, (_url, init) => {
      if (init.method !== 'POST') return undefined;
      stored = [endpoint({ events: ['order.paid', 'stock.low'] })];
      return json({ ...stored[0], secret: 'whsec_only_once' }, 201);
    });
    show();
    await screen.findByText('No endpoints yet');
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = screen.getByRole('dialog', { name: 'Add endpoint' });
    fireEvent.change(within(dialog).getByLabelText('Endpoint URL'), { target: { value: ' https://erp.example.com/hooks ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /order\.paid/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /stock\.low/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'Endpoint added' });
    expect(JSON.parse(String(calls(fetch, 'POST')[0]![1]!.body))).toEqual({ url: 'https://erp.example.com/hooks', events: ['order.paid', 'stock.low'] });
    expect((within(secretDialog).getByLabelText('Signing secret') as HTMLInputElement).value).toBe('whsec_only_once');
    expect(secretDialog.textContent).toContain('You will not see this secret again.');
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('whsec_only_once'));
    fireEvent.click(within(secretDialog).getByRole('button', { name: 'Done' }));

    const row = await screen.findByRole('listitem', { name: 'https://erp.example.com/hooks' });
    expect(row.textContent).toContain('order.paid, stock.low');
    expect(document.body.textContent).not.toContain('whsec_only_once');
    expect(screen.queryByDisplayValue('whsec_only_once')).toBeNull();
  });

  it('shows the server\'s refusal under the address and the shared schema\'s message under the events', async () => {
    const fetch = server(() => [], (_url, init) => (init.method === 'POST' ? json({ message: WEBHOOK_MESSAGES.privateAddress }, 400) : undefined));
    show();
    await screen.findByText('No endpoints yet');
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = screen.getByRole('dialog', { name: 'Add endpoint' });
    const url = within(dialog).getByLabelText('Endpoint URL');
    fireEvent.change(url, { target: { value: 'https://10.0.0.5/hook' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(WEBHOOK_MESSAGES.events)).toBeTruthy();
    expect(calls(fetch, 'POST')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose all' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const refusal = await within(dialog).findByText(WEBHOOK_MESSAGES.privateAddress);
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(url.getAttribute('aria-describedby')).toBe(refusal.id);
    expect(screen.queryByRole('dialog', { name: 'Endpoint added' })).toBeNull();
  });

  it('says why an endpoint is off and since when one fails, and turns one back on', async () => {
    let stored = [
      endpoint({ id: 1, url: 'https://a.example.com/x', enabled: false, disabledReason: 'Failed for 3 days', failingSince: '2026-11-24T10:00:00.000Z' }),
      endpoint({ id: 2, url: 'https://b.example.com/y', failingSince: '2026-11-27T09:00:00.000Z' }),
    ];
    const fetch = server(() => stored, (url, init) => {
      if (init.method !== 'PUT') return undefined;
      expect(url).toBe('/api/seller/webhooks/1');
      stored = [{ ...stored[0]!, enabled: true, disabledReason: null, failingSince: null }, stored[1]!];
      return json(stored[0]);
    });
    show();
    const off = await screen.findByRole('listitem', { name: 'https://a.example.com/x' });
    expect(off.textContent).toContain('Disabled');
    expect(off.textContent).toContain('Failed for 3 days');
    const failing = screen.getByRole('listitem', { name: 'https://b.example.com/y' });
    expect(failing.textContent).toMatch(/Failing since .*2026/);
    fireEvent.click(within(off).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'https://a.example.com/x' })).getByRole('button', { name: 'Disable' })).toBeTruthy());
    expect(JSON.parse(String(calls(fetch, 'PUT')[0]![1]!.body))).toEqual({ enabled: true });
  });

  it('deletes only after confirmation', async () => {
    let stored = [endpoint()];
    const fetch = server(() => stored, (url, init) => {
      if (init.method !== 'DELETE') return undefined;
      expect(url).toBe('/api/seller/webhooks/7');
      stored = [];
      return new Response(null, { status: 204 });
    });
    show();
    fireEvent.click(within(await screen.findByRole('listitem', { name: endpoint().url })).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete endpoint' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls(fetch, 'DELETE')).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('listitem', { name: endpoint().url })).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete endpoint' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No endpoints yet')).toBeTruthy();
    expect(calls(fetch, 'DELETE')).toHaveLength(1);
  });

  it('rotates the secret after confirmation and shows the new one once', async () => {
    server(() => [endpoint()], (url, init) => {
      if (init.method !== 'POST') return undefined;
      expect(url).toBe('/api/seller/webhooks/7/rotate-secret');
      return json({ ...endpoint(), secret: 'whsec_rotated' });
    });
    show();
    fireEvent.click(within(await screen.findByRole('listitem', { name: endpoint().url })).getByRole('button', { name: 'Rotate secret' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Rotate secret' })).getByRole('button', { name: 'Rotate' }));
    const shown = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect((within(shown).getByLabelText('Signing secret') as HTMLInputElement).value).toBe('whsec_rotated');
    expect(shown.textContent).toContain('The old secret no longer signs deliveries');
  });

  it('opens an endpoint\'s deliveries from the address, pages them and resends one', async () => {
    const fetch = server(() => [endpoint()], (url, init) => {
      if (url.startsWith('/api/seller/webhooks/7/deliveries')) {
        const page = new URL(url, 'http://x').searchParams.get('page');
        const rows = page === '2' ? [delivery(3)] : [delivery(1), delivery(2, { status: 'pending', responseCode: 500, lastError: 'Receiver answered 500', attempts: 3, nextAttemptAt: '2026-11-27T11:00:00.000Z' })];
        return json(rows, 200, { 'X-Total-Count': '21' });
      }
      if (init.method === 'POST') {
        expect(url).toBe('/api/seller/webhooks/deliveries/2/resend');
        return json(delivery(2, { status: 'pending' }), 202);
      }
      return undefined;
    });
    show('/seller-dashboard?tab=integrations&webhook=7');
    const dialog = await screen.findByRole('dialog', { name: 'Deliveries' });
    const rows = await within(dialog).findAllByTestId('webhook-delivery');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.textContent).toContain('Retrying');
    expect(rows[1]!.textContent).toContain('evt_2');
    expect(rows[1]!.textContent).toContain('Receiver answered 500');
    expect(rows[1]!.textContent).toContain('Next try');
    expect(rows[0]!.textContent).toContain('84 ms');
    expect(fetch.mock.calls.some(([url]) => url === '/api/seller/webhooks/7/deliveries?page=1&pageSize=20')).toBe(true);

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(calls(fetch, 'POST')).toHaveLength(1));

    fireEvent.click(within(dialog).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?tab=integrations&webhook=7&deliveries=2'));
    expect(await within(dialog).findByText('evt_3')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?tab=integrations'));
  });

  it('manages the platform\'s endpoints under /api/admin, which hear every shop', async () => {
    const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') return json({ ...endpoint({ url: 'https://ops.example.com/all' }), secret: 'whsec_platform' }, 201);
      expect(url).toBe('/api/admin/webhooks');
      return json([]);
    });
    vi.stubGlobal('fetch', fetch);
    show('/admin-dashboard?tab=webhooks', 'admin');
    await screen.findByText('No endpoints yet');
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = screen.getByRole('dialog', { name: 'Add endpoint' });
    expect(dialog.textContent).toContain('every shop');
    fireEvent.change(within(dialog).getByLabelText('Endpoint URL'), { target: { value: 'https://ops.example.com/all' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose all' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await screen.findByRole('dialog', { name: 'Endpoint added' });
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/admin/webhooks');
    expect((JSON.parse(String(post[1]!.body)) as { events: string[] }).events).toHaveLength(9);
  });
});
