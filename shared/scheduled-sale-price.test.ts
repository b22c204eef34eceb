import { describe, expect, it } from 'vitest';
import { salePriceCents } from './scheduled-sale-price.js';

describe('salePriceCents', () => {
  it('takes the percent off, rounded half up to the cent', () => {
    expect(salePriceCents(10_000, 20)).toBe(8_000);
    // 19.99 × 0.85 = 16.9915 → 16.99; 0.30 × 0.75 = 0.225 → 0.23 (half up); 12.35 × 0.9 = 11.115 → 11.12.
    expect(salePriceCents(1_999, 15)).toBe(1_699);
    expect(salePriceCents(30, 25)).toBe(23);
    expect(salePriceCents(1_235, 10)).toBe(1_112);
  });

  it('never goes below a cent, nor above the price', () => {
    expect(salePriceCents(1, 90)).toBe(1);
    expect(salePriceCents(5, 90)).toBe(1);
    expect(salePriceCents(0, 50)).toBe(0);
    expect(salePriceCents(49, 1)).toBe(49);
  });
});
