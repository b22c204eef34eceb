import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_MESSAGES, type LowStockThreshold } from '@shared/webhook-schemas';
import { createQueryClient } from '../../../lib/query-client';
import { LowStockAlerts } from './low-stock-alerts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('low-stock alerts', () => {
  it('picks a product, shows its sizes and colours with stock, and saves a threshold per variant', async () => {
    let stored: LowStockThreshold[] = [
      { size: 'M', color: 'Black', stock: 12, threshold: null },
      { size: 'L', color: 'Black', stock: 2, threshold: 3 },
    ];
    const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.startsWith('/api/seller/products?')) {
        expect(new URL(url, 'http://x').searchParams.get('sort')).toBe('stock-low');
        return json([{ id: 41, name: 'Concrete Tee', stock: 14, variantCount: 2 }]);
      }
      expect(url).toBe('/api/seller/products/41/low-stock');
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { variants: Array<{ size: string; color: string; threshold: number | null }> };
        stored = stored.map((variant, index) => ({ ...variant, threshold: body.variants[index]!.threshold }));
        return json(stored);
      }
      return json(stored);
    });
    vi.stubGlobal('fetch', fetch);
    render(<QueryClientProvider client={createQueryClient()}><LowStockAlerts /></QueryClientProvider>);

    expect(screen.getByText('Choose a product to see its sizes and colours.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: /Concrete Tee/ }));
    const form = await screen.findByRole('form', { name: 'Thresholds for Concrete Tee' });
    const rows = within(form).getAllByRole('row');
    expect(rows[2]!.textContent).toContain('L / Black');
    expect(rows[2]!.textContent).toContain('2');
    const medium = within(form).getByLabelText('Alert threshold M / Black') as HTMLInputElement;
    const large = within(form).getByLabelText('Alert threshold L / Black') as HTMLInputElement;
    expect(medium.value).toBe('');
    expect(large.value).toBe('3');

    // A wrong threshold stays on screen with the shared message, and nothing is sent.
    fireEvent.change(medium, { target: { value: '-2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save thresholds' }));
    expect(await within(form).findByText(WEBHOOK_MESSAGES.threshold)).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    fireEvent.change(medium, { target: { value: '4' } });
    fireEvent.change(large, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save thresholds' }));
    await waitFor(() => expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ variants: [{ size: 'M', color: 'Black', threshold: 4 }, { size: 'L', color: 'Black', threshold: null }] });
    // The form starts again from what the server kept.
    await waitFor(() => expect((screen.getByLabelText('Alert threshold M / Black') as HTMLInputElement).value).toBe('4'));
    expect((screen.getByLabelText('Alert threshold L / Black') as HTMLInputElement).value).toBe('');
  });
});
