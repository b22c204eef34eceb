import { describe, expect, it } from 'vitest';
import { commissionCents, quoteCart, shippingFeeCents, type QuoteLine } from './order-quote.js';
import { basisPoints, percentOf } from './money.js';

const line = (sellerId: number, unitPriceCents: number, quantity = 1): QuoteLine => ({
  productId: unitPriceCents, variantId: null, sellerId, businessName: `Shop ${sellerId}`, name: 'Tee', image: null,
  size: 'M', color: 'Black', quantity, unitPriceCents,
});

describe('shipping per seller order', () => {
  it('charges $5.99 standard below $50.00, nothing from $50.00, $12.99 express', () => {
    expect(shippingFeeCents('standard', 4_999)).toBe(599);
    expect(shippingFeeCents('standard', 5_000)).toBe(0);
    expect(shippingFeeCents('express', 5_000)).toBe(1_299);
    expect(shippingFeeCents('express', 100)).toBe(1_299);
  });

  it('groups lines by seller with one shipping line each and sums exactly', () => {
    const quote = quoteCart([line(1, 2_500, 2), line(2, 4_999), line(1, 1)], 'standard');
    expect(quote.sellers.map((s) => [s.sellerId, s.subtotalCents, s.shippingFeeCents, s.totalCents])).toEqual([
      [1, 5_001, 0, 5_001],
      [2, 4_999, 599, 5_598],
    ]);
    expect(quote.itemsTotalCents).toBe(10_000);
    expect(quote.shippingTotalCents).toBe(599);
    expect(quote.grandTotalCents).toBe(10_599);
    const express = quoteCart([line(1, 2_500, 2), line(2, 4_999)], 'express');
    expect(express.shippingTotalCents).toBe(2_598);
  });
});

describe('commission', () => {
  it('rounds half up to the cent', () => {
    expect(commissionCents(1_010, '15.00')).toBe(152); // 151.5 -> 152
    expect(commissionCents(1_003, '15.00')).toBe(150); // 150.45 -> 150
    expect(commissionCents(333, '12.50')).toBe(42); // 41.625 -> 42
    expect(commissionCents(10, '5.00')).toBe(1); // 0.5 -> 1
    expect(percentOf(0, basisPoints(1_500))).toBe(0);
    expect(commissionCents(9_999_999, '100.00')).toBe(9_999_999);
  });

  it('takes the rate in basis points or as the order stores it, with the same result', () => {
    expect(commissionCents(1_010, basisPoints(1_500))).toBe(commissionCents(1_010, '15.00'));
    expect(commissionCents(333, basisPoints(1_250))).toBe(42);
    expect(() => commissionCents(1_000, '15%')).toThrow(/Not a rate/);
    expect(() => commissionCents(1_000, '100.01')).toThrow(/Not a rate/);
  });
});
