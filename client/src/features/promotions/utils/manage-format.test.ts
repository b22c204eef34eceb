import { describe, expect, test } from 'vitest';
import { formatPromotionValue, formatScope, formatUses, formatWindow, trimPercent } from './manage-format';

describe('a promotion in words', () => {
  test('a percent drops the zeros the API pads it with; an amount is money', () => {
    expect(formatPromotionValue('percent', '15.00')).toBe('15% off');
    expect(formatPromotionValue('percent', '12.50')).toBe('12.5% off');
    expect(formatPromotionValue('percent', '100.00')).toBe('100% off');
    expect(formatPromotionValue('fixed', '5.00')).toBe('$5.00 off');
    expect(trimPercent('10')).toBe('10');
    expect(trimPercent('0.05')).toBe('0.05');
  });

  test('uses read as used / limit, or just used without a limit', () => {
    expect(formatUses(3, 10)).toBe('3 / 10');
    expect(formatUses(0, null)).toBe('0 used');
  });

  test('the window names only the ends it has', () => {
    expect(formatWindow(null, null)).toBe('Always');
    expect(formatWindow('2026-12-01T09:00:00.000Z', null)).toMatch(/^From Dec 1, 2026/);
    expect(formatWindow(null, '2026-12-24T09:00:00.000Z')).toMatch(/^Until Dec 24, 2026/);
    expect(formatWindow('2026-12-01T09:00:00.000Z', '2026-12-24T09:00:00.000Z')).toMatch(/^Dec 1, 2026.* to Dec 24, 2026/);
  });

  test('the scope: whole shop or cart, or the count of what it is limited to', () => {
    expect(formatScope({ fundedBy: 'seller', productIds: null, sellerIds: null })).toBe('Whole shop');
    expect(formatScope({ fundedBy: 'seller', productIds: [4, 5], sellerIds: null })).toBe('2 products');
    expect(formatScope({ fundedBy: 'platform', productIds: null, sellerIds: null })).toBe('Whole cart');
    expect(formatScope({ fundedBy: 'platform', productIds: null, sellerIds: [2] })).toBe('1 shop');
  });
});
