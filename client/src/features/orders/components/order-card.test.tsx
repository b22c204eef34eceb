import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderReply } from '@shared/orders-schemas';
import { OrderCard } from './order-card';

afterEach(cleanup);

const at = '2026-11-20T10:00:00.000Z';
const delivered: OrderReply = {
  id: 1, number: 'TL-000001-1', checkoutId: 1, checkoutNumber: 'TL-000001', sellerId: 1, businessName: 'Low Orbit', buyerName: 'Sam Buyer',
  status: 'delivered', paymentStatus: 'paid', paymentMethod: 'bank_transfer', subtotal: '43.00', shippingFee: '5.98', total: '48.98',
  commissionRate: '15.00', commissionAmount: '6.45', sellerNet: '42.53',
  shippingAddress: { fullName: 'Sam Buyer', line1: '1 Main St', line2: '', city: 'Austin', region: 'TX', postalCode: '78701', country: 'US', phone: '+1 555 0100' },
  carrier: 'UPS', trackingNumber: '1Z999', expiresAt: null, shippedAt: at, deliveredAt: at, cancelledAt: null, cancelReason: null, createdAt: at,
  items: [],
  events: [
    { fromStatus: null, toStatus: 'pending', actorRole: 'system', note: 'Placed; awaiting bank transfer', createdAt: at, action: null },
    { fromStatus: 'shipped', toStatus: 'delivered', actorRole: 'seller', note: null, createdAt: at, action: 'deliver' },
  ],
  refund: null,
};
const refunded: OrderReply = {
  ...delivered, paymentStatus: 'refunded',
  events: [...delivered.events, { fromStatus: 'delivered', toStatus: 'delivered', actorRole: 'admin', note: 'Returned: wrong fit', createdAt: at, action: 'refund' }],
  refund: { amount: '48.98', reason: 'Returned: wrong fit', refundedAt: at },
};

const history = () => within(screen.getByRole('list', { name: 'Status history' })).getAllByRole('listitem').map((item) => item.textContent);

describe('an order card', () => {
  it('shows a refund in the timeline as a refund, never as a delivery', () => {
    render(<OrderCard order={refunded} showBuyer />);
    const entries = history();
    expect(entries).toHaveLength(3);
    expect(entries[2]).toMatch(/^Refunded \$48\.98 by Threadline · .+ · Returned: wrong fit$/);
    expect(entries.filter((entry) => entry!.startsWith('Delivered'))).toHaveLength(1);
  });

  it('reads an event written before moves were kept, with its old "Refunded:" note, the same way', () => {
    const legacy = { ...refunded, events: refunded.events.map((event) => ({ ...event, action: undefined, note: event.action === 'refund' ? 'Refunded: Returned: wrong fit' : event.note })) };
    render(<OrderCard order={legacy} showBuyer />);
    expect(history()[2]).toMatch(/^Refunded \$48\.98 by Threadline · .+ · Returned: wrong fit$/);
  });

  it('shows the seller and admins what the refund changed: refunded amount, commission reversed, nothing netted', () => {
    render(<OrderCard order={delivered} showBuyer />);
    expect(screen.getByTestId('order-commission').textContent).toBe('−$6.45');
    expect(screen.getByTestId('order-seller-net').textContent).toBe('$42.53');
    expect(screen.queryByTestId('order-refunded')).toBeNull();
    cleanup();
    render(<OrderCard order={refunded} showBuyer />);
    expect(screen.getByTestId('order-refunded').textContent).toBe('−$48.98');
    expect(screen.getByTestId('order-commission').textContent).toBe('Reversed');
    expect(screen.getByTestId('order-seller-net').textContent).toBe('$0.00');
  });

  it('shows the buyer the refund without the seller\'s terms', () => {
    render(<OrderCard order={{ ...refunded, commissionRate: null, commissionAmount: null, sellerNet: null }} />);
    expect(screen.getByTestId('order-refunded').textContent).toBe('−$48.98');
    expect(screen.queryByTestId('order-commission')).toBeNull();
  });

  it('links the parcel at a carrier we know, and not at one we do not', () => {
    render(<OrderCard order={delivered} />);
    expect(screen.getByRole('link', { name: /Track parcel at UPS/ }).getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999');
    cleanup();
    render(<OrderCard order={{ ...delivered, carrier: 'Royal Mail' }} />);
    expect(screen.queryByRole('link', { name: /Track parcel/ })).toBeNull();
    expect(screen.getByTestId('order-tracking').textContent).toContain('Royal Mail');
  });

  it('shows a discounted order\'s codes with their funders, each item\'s share, and the seller\'s terms as the server sent them', () => {
    const discounted: OrderReply = {
      ...delivered, subtotal: '100.00', discount: '15.00', shippingFee: '0.00', total: '85.00', commissionAmount: '13.50', sellerNet: '76.50',
      codes: [{ code: 'SAINTS10', fundedBy: 'seller', amount: '10.00' }, { code: 'THREADLINE5', fundedBy: 'platform', amount: '5.00' }],
      items: [{ id: 3, productId: 1, variantId: 1, productName: 'Tee', image: null, quantity: 2, price: '50.00', lineTotal: '100.00', size: 'M', color: 'Black', discount: '15.00' }],
    };
    render(<OrderCard order={discounted} showBuyer />);
    expect(screen.getAllByTestId('order-discount-line').map((line) => line.textContent)).toEqual(['SAINTS10 (Low Orbit)−$10.00', 'THREADLINE5 (Threadline)−$5.00']);
    expect(screen.getByTestId('order-item-discount').textContent).toBe('−$15.00 off with codes');
    expect(screen.getByTestId('order-commission').textContent).toBe('−$13.50');
    expect(screen.getByTestId('order-seller-net').textContent).toBe('$76.50');
    expect(screen.getByTestId('order-platform-funded').textContent).toContain('THREADLINE5');
    cleanup();
    // The buyer sees the codes, not the seller's terms or who pays the shop back.
    render(<OrderCard order={{ ...discounted, commissionRate: null, commissionAmount: null, sellerNet: null }} />);
    expect(screen.getAllByTestId('order-discount-line')).toHaveLength(2);
    expect(screen.queryByTestId('order-platform-funded')).toBeNull();
    expect(screen.queryByTestId('order-commission')).toBeNull();
  });
});
