import { describe, expect, it } from 'vitest';
import { checkoutState } from './checkout-state';

type Order = Parameters<typeof checkoutState>[0]['orders'][number];
const order = (status: Order['status'], paymentStatus: Order['paymentStatus']) => ({ status, paymentStatus }) as Order;

describe('checkoutState', () => {
  it('awaits payment while any order is pending and none was declined', () => {
    expect(checkoutState({ orders: [order('pending', 'pending'), order('pending', 'pending')] })).toBe('awaiting');
  });

  it('says declined while pending orders carry a failed payment', () => {
    expect(checkoutState({ orders: [order('pending', 'failed')] })).toBe('declined');
  });

  it('says paid once the orders moved on, even if one was later cancelled', () => {
    expect(checkoutState({ orders: [order('processing', 'paid')] })).toBe('paid');
    expect(checkoutState({ orders: [order('shipped', 'paid'), order('cancelled', 'refunded')] })).toBe('paid');
  });

  it('says cancelled only when every order is', () => {
    expect(checkoutState({ orders: [order('cancelled', 'expired'), order('cancelled', 'refunded')] })).toBe('cancelled');
  });
});
