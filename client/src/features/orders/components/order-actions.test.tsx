import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@shared/order-transitions';
import type { OrderReply } from '@shared/orders-schemas';
import type { PaymentMethod, PaymentStatus } from '@shared/payment-transitions';
import { createQueryClient } from '../../../lib/query-client';
import { OrderActions } from './order-actions';

afterEach(cleanup);

function orderOf(status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod): OrderReply {
  return {
    id: 1, number: 'TL-1-1', checkoutId: 1, checkoutNumber: 'TL-1', sellerId: 1, businessName: 'Shop', buyerName: 'Ada',
    status, paymentStatus, paymentMethod, subtotal: '20.00', shippingFee: '5.99', total: '25.99',
    commissionRate: null, commissionAmount: null, sellerNet: null,
    shippingAddress: { fullName: 'Ada', line1: '1 Street', line2: '', city: 'London', region: 'London', postalCode: 'E1', country: 'UK', phone: '+44 20 0000 0000' },
    carrier: null, trackingNumber: null, expiresAt: null, shippedAt: null, deliveredAt: null, cancelledAt: null, cancelReason: null,
    createdAt: '2026-01-01T00:00:00.000Z', items: [], events: [],
  };
}

/** The buttons one viewer sees on one order, by their labels. */
function buttonsFor(actor: 'buyer' | 'seller' | 'admin', status: OrderStatus, paymentStatus: PaymentStatus = 'pending', method: PaymentMethod = 'bank_transfer') {
  render(<QueryClientProvider client={createQueryClient()}><OrderActions order={orderOf(status, paymentStatus, method)} actor={actor} /></QueryClientProvider>);
  const labels = screen.queryAllByRole('button').map((button) => button.textContent);
  cleanup();
  return labels;
}

describe('order actions', () => {
  it('a buyer may cancel until it ships, and confirm it arrived', () => {
    expect(buttonsFor('buyer', 'pending')).toEqual(['Cancel order']);
    expect(buttonsFor('buyer', 'processing', 'paid')).toEqual(['Cancel order']);
    expect(buttonsFor('buyer', 'shipped', 'paid')).toEqual(['I received it']);
    expect(buttonsFor('buyer', 'delivered', 'paid')).toEqual([]);
    expect(buttonsFor('buyer', 'cancelled', 'refunded')).toEqual([]);
  });

  it('a seller ships or cancels a paid order, and marks it delivered', () => {
    expect(buttonsFor('seller', 'pending')).toEqual([]);
    expect(buttonsFor('seller', 'processing', 'paid')).toEqual(['Ship', 'Cancel order']);
    expect(buttonsFor('seller', 'shipped', 'paid')).toEqual(['Mark delivered']);
    expect(buttonsFor('seller', 'delivered', 'paid')).toEqual([]);
  });

  it('an admin marks only a bank transfer received; card and demo payments confirm themselves', () => {
    expect(buttonsFor('admin', 'pending', 'pending', 'bank_transfer')).toEqual(['Mark transfer received', 'Cancel order']);
    expect(buttonsFor('admin', 'pending', 'pending', 'stripe')).toEqual(['Cancel order']);
    expect(buttonsFor('admin', 'pending', 'failed', 'demo')).toEqual(['Cancel order']);
  });

  it('an admin refunds a delivered order only while it is paid', () => {
    expect(buttonsFor('admin', 'processing', 'paid')).toEqual(['Ship', 'Cancel order']);
    expect(buttonsFor('admin', 'shipped', 'paid')).toEqual(['Mark delivered']);
    expect(buttonsFor('admin', 'delivered', 'paid', 'stripe')).toEqual(['Refund']);
    expect(buttonsFor('admin', 'delivered', 'refunded', 'stripe')).toEqual([]);
    expect(buttonsFor('admin', 'cancelled', 'refunded')).toEqual([]);
  });
});
