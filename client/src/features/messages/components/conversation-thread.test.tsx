import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message, MessagesPage } from '@shared/message-schemas';
import { createQueryClient } from '../../../lib/query-client';
import { accountsKeys } from '../../accounts/api/accounts-keys';
import { ConversationThread } from './conversation-thread';

const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  id: 5, order: null, product: { id: 3, name: 'Acid Tee', image: null },
  shop: { id: 2, businessName: 'Concrete Saints', profileImage: null }, buyer: { id: 9, name: 'Maya R.' },
  viewerRole: 'buyer', unread: 0, lastMessage: null, buyerBlocked: false,
  createdAt: '2026-11-27T10:00:00Z', updatedAt: '2026-11-27T10:00:00Z', ...over,
});
const message = (id: number, over: Partial<Message> = {}): Message => ({
  id, conversationId: 5, sender: 'buyer', senderName: 'Maya R.', mine: true, text: `m${id}`, images: [],
  createdAt: '2026-11-27T10:00:00Z', readAt: null, ...over,
});

let calls: Array<{ url: string; method: string }> = [];
function serve(page: MessagesPage) {
  calls = [];
  vi.stubGlobal('fetch', vi.fn((url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET' });
    const body = url.endsWith('/read') ? { readAt: '2026-11-27T11:00:00Z', unread: 0 } : page;
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  }));
}

function renderThread() {
  const client = createQueryClient();
  client.setQueryData(accountsKeys.currentUser, null);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter><ConversationThread conversationId={5} /></MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a conversation thread', () => {
  it('shows text as text, the product as context, "Seen" under my last read message and Report on theirs only', async () => {
    serve({
      conversation: conversation(),
      messages: [
        message(1, { text: '<img src=x onerror=alert(1)>\nsecond line', readAt: '2026-11-27T10:05:00Z' }),
        message(2, { mine: false, sender: 'seller', senderName: 'Concrete Saints', text: 'Hi!' }),
        message(3, { readAt: '2026-11-27T10:06:00Z' }),
        message(4),
        message(5, { mine: false, sender: 'system', senderName: 'Threadline', text: 'Return requested' }),
      ],
      nextBefore: 1,
    });
    const { container } = renderThread();
    expect(await screen.findByText(/second line/)).toBeTruthy();
    expect(container.querySelectorAll('img[src="x"]')).toHaveLength(0);
    expect(screen.getByRole('link', { name: /Acid Tee/ }).getAttribute('href')).toBe('/product/3');
    const items = screen.getAllByTestId('message-item');
    expect(items).toHaveLength(5);
    expect(screen.getAllByTestId('message-read-receipt')).toHaveLength(1);
    expect(items[2]!.querySelector('[data-testid="message-read-receipt"]')).not.toBeNull();
    expect(screen.getAllByTestId('message-report')).toHaveLength(1);
    expect(items[1]!.querySelector('[data-testid="message-report"]')).not.toBeNull();
    expect(items[4]!.getAttribute('data-sender')).toBe('system');
    expect(screen.getByTestId('messages-load-earlier')).toBeTruthy();
    expect(screen.getByTestId('message-input')).toBeTruthy();
    expect(screen.queryByTestId('block-buyer')).toBeNull();
    expect(calls.some((call) => call.url.endsWith('/read'))).toBe(false);
  });

  it('marks the thread read when unread messages of the other side are shown, and lets a shop block a pre-sale buyer', async () => {
    serve({
      conversation: conversation({ viewerRole: 'seller', unread: 1 }),
      messages: [message(1, { mine: false, text: 'Is it heavy?' })],
      nextBefore: null,
    });
    renderThread();
    expect(await screen.findByText('Is it heavy?')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/conversations/5/read' && call.method === 'POST')).toHaveLength(1));
    expect(screen.getByTestId('block-buyer').textContent).toBe('Block buyer');
    expect(screen.queryByTestId('messages-load-earlier')).toBeNull();
  });
});
