import { describe, expect, it } from 'vitest';
import { addToCartSchema, cartSummary } from './cart-schemas.js';

const line = (price: string, quantity: number) => ({ quantity, product: { price } });

describe('cartSummary', () => {
  it('adds price x quantity in whole cents and counts items', () => {
    const lines = [line('25.00', 2), line('59.99', 1), line('0.10', 3)];
    expect(cartSummary(lines)).toEqual({ items: lines, itemCount: 6, totalCents: 11029, total: '110.29' });
  });

  it('does not drift like floating point would', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004.
    expect(cartSummary([line('0.1', 1), line('0.2', 1)]).total).toBe('0.30');
    expect(cartSummary([line('19.99', 10), line('0.01', 7)]).total).toBe('199.97');
  });

  it('is zero for an empty cart', () => {
    expect(cartSummary([])).toEqual({ items: [], itemCount: 0, totalCents: 0, total: '0.00' });
  });
});

describe('addToCartSchema', () => {
  it('defaults the quantity to 1 and refuses strings for numbers', () => {
    expect(addToCartSchema.parse({ productId: 3, size: ' M ', color: 'Black' })).toEqual({ productId: 3, size: 'M', color: 'Black', quantity: 1 });
    expect(addToCartSchema.safeParse({ productId: '3', size: 'M', color: 'Black' }).success).toBe(false);
    expect(addToCartSchema.safeParse({ productId: 3, size: 'M', color: 'Black', quantity: '2' }).success).toBe(false);
  });
});
