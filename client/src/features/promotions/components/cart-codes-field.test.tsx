import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMOTION_MESSAGES } from '@shared/promotion-limits';
import type { CartWithCodes } from '@shared/promotion-schemas';
import { createQueryClient } from '../../../lib/query-client';
import { CartCodesField } from './cart-codes-field';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const saints: CartWithCodes['codes'][number] = { code: 'SAINTS10', fundedBy: 'seller', businessName: 'Concrete Saints' };
const threadline: CartWithCodes['codes'][number] = { code: 'THREADLINE5', fundedBy: 'platform', businessName: null };

/** The server: the kept codes, and what POST and DELETE answer. */
function server(kept: CartWithCodes['codes'], answers: { post?: () => Response; delete?: () => Response } = {}) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return answers.post!();
    if (init?.method === 'DELETE') return answers.delete!();
    expect(url).toBe('/api/cart/codes');
    return json({ items: [], codes: kept });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function show(props: Partial<Parameters<typeof CartCodesField>[0]> = {}) {
  render(<QueryClientProvider client={createQueryClient()}><CartCodesField userId={4} {...props} /></QueryClientProvider>);
  return { input: screen.getByLabelText('Discount code') as HTMLInputElement };
}

describe('the discount code field', () => {
  it('applies a code on Enter without submitting the form around it, and shows the kept code as a chip', async () => {
    const fetch = server([], { post: () => json({ items: [], codes: [saints] }) });
    const onChanged = vi.fn();
    const { input } = show({ onChanged });
    fireEvent.change(input, { target: { value: ' saints10 ' } });
    // Enter is taken here (false: default prevented), so the checkout form around the field is not submitted.
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    const chip = await screen.findByTestId('cart-code');
    expect(chip.textContent).toContain('SAINTS10');
    expect(chip.textContent).toContain('Shop code · Concrete Saints');
    expect(onChanged).toHaveBeenCalledTimes(1);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ code: 'saints10' });
    expect(input.value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('SAINTS10 applied');
  });

  it('shows the server\'s reason under the field, tied to it, and keeps what was typed', async () => {
    server([], { post: () => json({ message: PROMOTION_MESSAGES.invalid }, 404) });
    const { input } = show();
    fireEvent.change(input, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(PROMOTION_MESSAGES.invalid);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(input.value).toBe('NOPE');
    // Typing again clears the old reason.
    fireEvent.change(input, { target: { value: 'NOPE2' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the next code typed while the last one was being applied', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal('fetch', vi.fn((_url: string, init?: RequestInit) => init?.method === 'POST'
      ? new Promise<Response>((resolve) => { answer = resolve; })
      : Promise.resolve(json({ items: [], codes: [] }))));
    const { input } = show();
    fireEvent.change(input, { target: { value: 'SAINTS10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('button', { name: 'Applying...' });
    fireEvent.change(input, { target: { value: 'THREADLINE5' } });
    answer(json({ items: [], codes: [saints] }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('SAINTS10 applied'));
    expect(input.value).toBe('THREADLINE5');
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is busy while the code is checked: the button says so and cannot be pressed twice', async () => {
    let answer!: (response: Response) => void;
    const fetch = vi.fn((_url: string, init?: RequestInit) => init?.method === 'POST'
      ? new Promise<Response>((resolve) => { answer = resolve; })
      : Promise.resolve(json({ items: [], codes: [] })));
    vi.stubGlobal('fetch', fetch);
    const { input } = show();
    fireEvent.change(input, { target: { value: 'SAINTS10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const busy = await screen.findByRole('button', { name: 'Applying...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    answer(json({ message: PROMOTION_MESSAGES.tooManyTries }, 429));
    expect((await screen.findByRole('alert')).textContent).toBe(PROMOTION_MESSAGES.tooManyTries);
  });

  it('says when a shop code replaced the shop\'s other code', async () => {
    server([saints], { post: () => json({ items: [], codes: [{ ...saints, code: 'SAINTS20' }] }) });
    const { input } = show();
    await screen.findByText('SAINTS10');
    fireEvent.change(input, { target: { value: 'SAINTS20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(PROMOTION_MESSAGES.replacedShop('Concrete Saints')));
  });

  it('shows why a kept code takes nothing off beside its chip, and removes a code', async () => {
    const fetch = server([saints, threadline], { delete: () => json({ items: [], codes: [threadline] }) });
    show({ notApplied: [{ code: 'saints10', reason: PROMOTION_MESSAGES.expired }] });
    const chips = await screen.findAllByTestId('cart-code');
    expect(chips).toHaveLength(2);
    expect(within(chips[0]!).getByTestId('cart-code-reason').textContent).toBe(PROMOTION_MESSAGES.expired);
    expect(within(chips[1]!).queryByTestId('cart-code-reason')).toBeNull();
    expect(chips[1]!.textContent).toContain('Threadline code');
    fireEvent.click(screen.getByRole('button', { name: 'Remove code SAINTS10' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-code')).toHaveLength(1));
    expect(fetch.mock.calls.some(([url, init]) => init?.method === 'DELETE' && url === '/api/cart/codes/SAINTS10')).toBe(true);
  });
});
