import { describe, expect, it } from 'vitest';
import { formatPrice, formatSignedPrice } from './money.js';

describe('formatSignedPrice', () => {
  it('shows a negative balance with its sign, where formatPrice refuses it', () => {
    expect(formatSignedPrice('-54.00')).toBe('-$54.00');
    expect(formatSignedPrice('-0.5')).toBe('-$0.50');
    expect(formatSignedPrice('32.99')).toBe('$32.99');
    expect(formatSignedPrice('0.00')).toBe('$0.00');
    expect(() => formatPrice('-54.00')).toThrow(/Not an amount of money/);
  });
});
