import { describe, expect, it } from 'vitest';
import { splitLumpRefund, splitRefund } from './refund-split.js';

// An order of 3 items at 10.00 (commission 15% = 4.50) with 5.99 shipping.
const order = { subtotalCents: 3_000, shopDiscountCents: 0, platformDiscountCents: 0, shippingFeeCents: 599, commissionCents: 450, commissionRate: '15.00' };
const none = { amountCents: 0, shippingCents: 0, commissionCents: 0, platformDiscountCents: 0 };
const paid = (paidCents: number) => ({ paidCents, platformDiscountCents: 0 });

describe('splitRefund', () => {
  it('gives back the commission on the goods returned and none on shipping', () => {
    expect(splitRefund(order, none, paid(1_000), 599)).toEqual({ amountCents: 1_599, shippingCents: 599, commissionCents: 150, platformDiscountCents: 0, sellerCents: 1_449 });
  });

  it('lets the refund that reaches the total take the commission left, so the parts add up exactly', () => {
    const rounded = { ...order, subtotalCents: 999, commissionCents: 150, shippingFeeCents: 0 };
    const first = splitRefund(rounded, none, paid(333), 0);
    const second = splitRefund(rounded, { ...none, amountCents: 333, commissionCents: first.commissionCents }, paid(333), 0);
    const last = splitRefund(rounded, { ...none, amountCents: 666, commissionCents: first.commissionCents + second.commissionCents }, paid(333), 0);
    expect(first.commissionCents + second.commissionCents + last.commissionCents).toBe(150);
    expect(first.sellerCents + second.sellerCents + last.sellerCents).toBe(999 - 150);
  });
});

describe('splitLumpRefund', () => {
  it('reads a sum as goods first, then shipping', () => {
    expect(splitLumpRefund(order, none, 3_100)).toEqual({ amountCents: 3_100, shippingCents: 100, commissionCents: 450, platformDiscountCents: 0, sellerCents: 2_650 });
  });

  it('refuses more than is left, and nothing at all', () => {
    expect(splitLumpRefund(order, { ...none, amountCents: 1_000, commissionCents: 150 }, 2_600)).toBeNull();
    expect(splitLumpRefund(order, none, 0)).toBeNull();
  });
});
