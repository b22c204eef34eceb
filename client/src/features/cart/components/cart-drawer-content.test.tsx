import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@shared/cart-schemas';
import type { CartWithCodes } from '@shared/promotion-schemas';
import { createQueryClient } from '../../../lib/query-client';
import type { CartQuote } from '../../promotions/api/cart-quote';
import CartDrawerContent from './cart-drawer-content';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const line = (id: number, sellerId: number, businessName: string, name: string, price: string): CartLine => ({
  id, userId: 4, productId: id, quantity: 1, size: 'M', color: 'Black', createdAt: '2026-11-27T10:00:00.000Z', stock: 5,
  product: {
    id, name, price, originalPrice: null, images: [], sizes: ['M'], colors: ['Black'], isActive: true, isAvailable: true,
    sellerId, seller: { id: sellerId, businessName },
  },
});
const lines = [line(1, 1, 'Concrete Saints', 'Boxy Hoodie', '92.00'), line(2, 2, 'Neon Alley', 'Glow Fleece', '95.00')];
const quote: CartQuote = {
  sellers: [
    { sellerId: 1, businessName: 'Concrete Saints', items: [], subtotal: '92.00', shippingFee: '0.00', total: '80.47', freeShippingRemaining: null, discount: '11.53',
      codes: [{ code: 'SAINTS10', fundedBy: 'seller', amount: '9.20' }, { code: 'THREADLINE5', fundedBy: 'platform', amount: '2.33' }] },
    { sellerId: 2, businessName: 'Neon Alley', items: [], subtotal: '95.00', shippingFee: '0.00', total: '92.33', freeShippingRemaining: null, discount: '2.67',
      codes: [{ code: 'THREADLINE5', fundedBy: 'platform', amount: '2.67' }] },
  ],
  itemsTotal: '187.00', shippingTotal: '0.00', discountTotal: '14.20', grandTotal: '172.80', notApplied: [],
};

function server(codes: CartWithCodes['codes']) {
  const fetch = vi.fn(async (url: string) => {
    if (url === '/api/cart') return json(lines);
    if (url === '/api/cart/codes') return json({ items: lines, codes });
    if (url.startsWith('/api/checkout/quote')) return json(quote);
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  render(<QueryClientProvider client={createQueryClient()}><MemoryRouter><CartDrawerContent userId={4} onNavigate={() => {}} /></MemoryRouter></QueryClientProvider>);
  return fetch;
}

describe('the cart drawer', () => {
  it('without codes adds up its lines itself and asks for no quote', async () => {
    const fetch = server([]);
    expect((await screen.findByTestId('cart-total')).textContent).toBe('$187.00');
    await screen.findByLabelText('Discount code');
    expect(screen.getByRole('list', { name: 'Items in your cart' })).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/checkout/quote'))).toBe(false);
    expect(screen.queryByTestId('cart-priced')).toBeNull();
  });

  it('with codes puts each seller order\'s discount under its own lines, and totals after discounts', async () => {
    server([{ code: 'SAINTS10', fundedBy: 'seller', businessName: 'Concrete Saints' }, { code: 'THREADLINE5', fundedBy: 'platform', businessName: null }]);
    const saints = await screen.findByRole('region', { name: 'Order from Concrete Saints' });
    expect(saints.textContent).toContain('Boxy Hoodie');
    expect(saints.textContent).not.toContain('Glow Fleece');
    expect(within(saints).getAllByTestId('order-discount-line').map((row) => row.textContent)).toEqual(['SAINTS10 (Concrete Saints)−$9.20', 'THREADLINE5 (Threadline)−$2.33']);
    const neon = screen.getByRole('region', { name: 'Order from Neon Alley' });
    expect(within(neon).getAllByTestId('order-discount-line').map((row) => row.textContent)).toEqual(['THREADLINE5 (Threadline)−$2.67']);
    expect(screen.getByTestId('cart-discount-total').textContent).toBe('−$14.20');
    expect(screen.getByTestId('cart-total').textContent).toBe('$172.80');
    expect(within(screen.getByTestId('cart-priced')).getByText('Free')).toBeTruthy();
  });
});
