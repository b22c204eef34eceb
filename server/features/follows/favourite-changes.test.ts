import { describe, expect, it } from 'vitest';
import { favouriteChanges } from './favourite-changes.js';

describe('favouriteChanges', () => {
  const saved = { savedPrice: '40.00', savedInStock: true };

  it('says only unavailable for a product no longer listed', () => {
    expect(favouriteChanges({ savedPrice: '40.00', savedInStock: false }, null)).toEqual(['unavailable']);
  });

  it('compares the price in cents, never as text', () => {
    expect(favouriteChanges(saved, { price: '9.99', stock: 3 })).toEqual(['price_lower']);
    expect(favouriteChanges(saved, { price: '40.00', stock: 3 })).toEqual([]);
    expect(favouriteChanges(saved, { price: '100.00', stock: 3 })).toEqual([]);
  });

  it('tells back in stock from sold out', () => {
    expect(favouriteChanges({ savedPrice: '40.00', savedInStock: false }, { price: '35.00', stock: 2 })).toEqual(['back_in_stock', 'price_lower']);
    expect(favouriteChanges(saved, { price: '40.00', stock: 0 })).toEqual(['sold_out']);
    expect(favouriteChanges({ savedPrice: '40.00', savedInStock: false }, { price: '40.00', stock: 0 })).toEqual(['sold_out']);
  });
});
