import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderReply } from '@shared/orders-schemas';
import { RefundRows, termsAfterRefunds } from './refund-rows';

afterEach(cleanup);

const at = '2026-11-20T10:00:00.000Z';
const order: OrderReply = {
  id: 1, number: 'TL-000001-1', checkoutId: 1, checkoutNumber: 'TL-000001', sellerId: 1, businessName: 'Low Orbit', buyerName: 'Sam Buyer',
  status: 'delivered', paymentStatus: 'partially_refunded', paymentMethod: 'demo', subtotal: '100.00', shippingFee: '5.00', total: '105.00',
  commissionRate: '15.00', commissionAmount: '15.00', sellerNet: '90.00',
  shippingAddress: { fullName: 'Sam Buyer', line1: '1 Main St', line2: '', city: 'Austin', region: 'TX', postalCode: '78701', country: 'US', phone: '+1 555 0100' },
  carrier: 'UPS', trackingNumber: '1Z999', expiresAt: null, shippedAt: at, deliveredAt: at, cancelledAt: null, cancelReason: null, createdAt: at,
  items: [], events: [],
  refund: { amount: '45.00', reason: 'Dispute: never arrived whole', refundedAt: at },
  refunds: [
    { id: 1, amount: '40.00', reason: "Doesn't fit", source: 'return', refundedAt: at, commissionAmount: '6.00', sellerAmount: '34.00' },
    { id: 2, amount: '5.00', reason: 'Dispute: never arrived whole', source: 'dispute', refundedAt: '2026-11-22T10:00:00.000Z', commissionAmount: '0.00', sellerAmount: '5.00' },
  ],
};

const rows = (value: OrderReply) => render(<dl><RefundRows order={value} /></dl>);

describe('refund rows', () => {
  it('lists each refund with its amount, reason and date, then their sum', () => {
    rows(order);
    const lines = screen.getAllByTestId('order-refund-line').map((line) => line.textContent);
    expect(lines).toEqual(["Return: Doesn't fit · 20 Nov 2026−$40.00", 'Dispute decision: Dispute: never arrived whole · 22 Nov 2026−$5.00']);
    expect(screen.getByTestId('order-refunded').textContent).toBe('−$45.00');
  });

  it('takes each refund\'s parts off the sale\'s commission and net for the seller and admins', () => {
    rows(order);
    expect(screen.getByTestId('order-commission').textContent).toBe('−$9.00');
    expect(screen.getByTestId('order-seller-net').textContent).toBe('$51.00');
    expect(termsAfterRefunds(order)).toEqual({ commissionCents: 900, netCents: 5100, reversedWhole: false });
  });

  it('says the commission is reversed when the refunds gave all of it back', () => {
    rows({ ...order, refunds: [{ id: 1, amount: '105.00', reason: null, source: 'order', refundedAt: at, commissionAmount: '15.00', sellerAmount: '90.00' }] });
    expect(screen.getByTestId('order-commission').textContent).toBe('Reversed');
    expect(screen.getByTestId('order-seller-net').textContent).toBe('$0.00');
  });

  it('shows the buyer the refunds without the seller\'s terms', () => {
    rows({ ...order, commissionRate: null, commissionAmount: null, sellerNet: null, refunds: order.refunds!.map((refund) => ({ ...refund, commissionAmount: null, sellerAmount: null })) });
    expect(screen.getAllByTestId('order-refund-line')).toHaveLength(2);
    expect(screen.queryByTestId('order-commission')).toBeNull();
  });

  it('shows the sale\'s terms untouched before any refund', () => {
    rows({ ...order, refund: null, refunds: [] });
    expect(screen.queryByTestId('order-refund-line')).toBeNull();
    expect(screen.getByTestId('order-commission').textContent).toBe('−$15.00');
    expect(screen.getByTestId('order-seller-net').textContent).toBe('$90.00');
  });
});
