import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISPUTE_MESSAGES, type Dispute } from '@shared/dispute-schemas';
import type { Message } from '@shared/message-schemas';
import { createQueryClient } from '../../../lib/query-client';
import { DisputesConversation } from './disputes-conversation';
import { DisputesDecideForm } from './disputes-decide-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dispute: Dispute = {
  id: 9, orderId: 41, orderNumber: 'TL-000041-1', sellerId: 2, businessName: 'Concrete Saints', buyerName: 'Robin Tester',
  reason: 'return_refused', note: 'Torn seam', status: 'open', openedBy: 'buyer', returnId: 5, refundAmount: null,
  decisionNote: null, decidedAt: null, refundableAmount: '48.00', createdAt: '2026-11-27T10:00:00.000Z',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function show() {
  render(<QueryClientProvider client={createQueryClient()}><DisputesDecideForm dispute={dispute} /></QueryClientProvider>);
}

const field = (id: string) => screen.getByTestId(id) as HTMLInputElement;

describe('the dispute decision form', () => {
  it('prefills the refundable amount, asks for a note, confirms, then posts the part typed', async () => {
    const fetch = vi.fn(async () => json({ ...dispute, status: 'refunded', refundAmount: '20.00' }));
    vi.stubGlobal('fetch', fetch);
    show();
    expect(field('dispute-decide-amount').value).toBe('48.00');
    fireEvent.click(screen.getByTestId('dispute-decide-submit'));
    expect(await screen.findByText(DISPUTE_MESSAGES.decisionNoteRequired)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(field('dispute-decide-amount'), { target: { value: '20' } });
    fireEvent.change(field('dispute-decide-note'), { target: { value: 'Part back' } });
    fireEvent.click(screen.getByTestId('dispute-decide-submit'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the decision' });
    expect(dialog.textContent).toContain('Refund $20.00 to the buyer, of $48.00 still refundable.');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('dispute-decide-confirm'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/disputes/9/decide');
    expect(JSON.parse(String(init.body))).toEqual({ outcome: 'refund', amount: '20', note: 'Part back' });
  });

  it('hides the amount for a close and sends none', async () => {
    const fetch = vi.fn(async () => json({ ...dispute, status: 'closed' }));
    vi.stubGlobal('fetch', fetch);
    show();
    fireEvent.change(screen.getByTestId('dispute-decide-outcome'), { target: { value: 'close' } });
    await waitFor(() => expect(screen.queryByTestId('dispute-decide-amount')).toBeNull());
    fireEvent.change(field('dispute-decide-note'), { target: { value: 'The shop was right' } });
    fireEvent.click(screen.getByTestId('dispute-decide-submit'));
    fireEvent.click(await screen.findByTestId('dispute-decide-confirm'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ outcome: 'close', note: 'The shop was right' });
  });

  it("shows the server's refusal: already decided", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: DISPUTE_MESSAGES.notOpen }, 409)));
    show();
    fireEvent.change(field('dispute-decide-note'), { target: { value: 'Refund' } });
    fireEvent.click(screen.getByTestId('dispute-decide-submit'));
    fireEvent.click(await screen.findByTestId('dispute-decide-confirm'));
    expect((await screen.findByRole('alert')).textContent).toBe(DISPUTE_MESSAGES.notOpen);
  });
});

describe('the conversation an admin reads', () => {
  it('renders text as text and marks the platform lines', () => {
    const base = { conversationId: 3, mine: false, images: [], createdAt: '2026-11-27T10:00:00.000Z', readAt: null };
    const messages: Message[] = [
      { ...base, id: 1, sender: 'buyer', senderName: 'Robin', text: '<img src=x onerror=alert(1)> too small' },
      { ...base, id: 2, sender: 'system', senderName: 'Threadline', text: 'Dispute opened: The shop refused my return' },
    ];
    render(<DisputesConversation messages={messages} />);
    const list = screen.getByRole('list', { name: 'Conversation' });
    expect(list.querySelector('img')).toBeNull();
    expect(list.textContent).toContain('<img src=x onerror=alert(1)> too small');
    const [buyerLine, systemLine] = screen.getAllByRole('listitem');
    expect(buyerLine!.textContent).toContain('Buyer');
    expect(systemLine!.getAttribute('data-sender')).toBe('system');
    expect(systemLine!.textContent).toContain('Threadline');
  });
});
