import { describe, expect, it } from 'vitest';
import { shortfallLabel, stockShortfall } from './stock-shortfall';

const line = (quantity: number, stock: number, isAvailable = true) => ({ quantity, stock, product: { isAvailable } });

describe('stockShortfall', () => {
  it('marks nothing while the stock covers the line', () => {
    expect(stockShortfall(line(2, 2))).toBeNull();
    expect(stockShortfall(line(1, 9))).toBeNull();
  });

  it('says sold out at no stock, and how many are left below the quantity', () => {
    expect(shortfallLabel(stockShortfall(line(1, 0))!)).toBe('Sold out');
    expect(stockShortfall(line(3, 1))).toEqual({ kind: 'onlyLeft', left: 1 });
    expect(shortfallLabel(stockShortfall(line(3, 1))!)).toBe('Only 1 left');
  });

  it('leaves an unavailable product to its own mark', () => {
    expect(stockShortfall(line(1, 0, false))).toBeNull();
  });
});
