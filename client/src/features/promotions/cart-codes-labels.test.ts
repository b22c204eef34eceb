import { describe, expect, it } from 'vitest';
import { keptCodeLabel, linesByOrder, notAppliedReason, replacedShopCode } from './cart-codes-labels';

const shopCode = (code: string, businessName: string) => ({ code, fundedBy: 'seller' as const, businessName });
const platformCode = (code: string) => ({ code, fundedBy: 'platform' as const, businessName: null });

describe('the cart codes\' words', () => {
  it('name a shop code by its shop and a platform code as Threadline\'s', () => {
    expect(keptCodeLabel(shopCode('SAINTS10', 'Concrete Saints'))).toBe('Shop code · Concrete Saints');
    expect(keptCodeLabel(platformCode('THREADLINE5'))).toBe('Threadline code');
  });

  it('find a kept code\'s reason whatever case it was typed in, and none for a code that applies', () => {
    const notApplied = [{ code: 'SAINTS10', reason: 'This code has expired' }];
    expect(notAppliedReason('saints10', notApplied)).toBe('This code has expired');
    expect(notAppliedReason('THREADLINE5', notApplied)).toBeNull();
    expect(notAppliedReason('SAINTS10', undefined)).toBeNull();
  });

  it('say which shop code a new one replaced, and nothing when it replaced none', () => {
    const before = [shopCode('SAINTS10', 'Concrete Saints'), platformCode('THREADLINE5')];
    expect(replacedShopCode(before, [shopCode('SAINTS20', 'Concrete Saints'), platformCode('THREADLINE5')], 'saints20'))
      .toEqual({ code: 'SAINTS10', businessName: 'Concrete Saints' });
    // Another shop's code sits beside it; a platform code replacing a platform code is no shop's.
    expect(replacedShopCode(before, [...before, shopCode('ORBIT', 'Low Orbit')], 'orbit')).toBeNull();
    expect(replacedShopCode(before, [shopCode('SAINTS10', 'Concrete Saints'), platformCode('WELCOME')], 'welcome')).toBeNull();
    // Typing the kept code again (in another case) replaces nothing.
    expect(replacedShopCode(before, before, 'saints10')).toBeNull();
  });

  it('put the lines under their seller orders in the quote\'s order, and lines no longer sold apart', () => {
    const line = (id: number, sellerId: number | null, isAvailable = true) => ({ id, product: { sellerId, isAvailable } });
    const lines = [line(1, 7), line(2, 3), line(3, 7), line(4, 3, false), line(5, null, false)];
    const grouped = linesByOrder(lines, [{ sellerId: 3 }, { sellerId: 7 }]);
    expect(grouped.orders.map(({ order, lines: mine }) => [order.sellerId, mine.map((each) => each.id)])).toEqual([[3, [2]], [7, [1, 3]]]);
    expect(grouped.unpriced.map((each) => each.id)).toEqual([4, 5]);
  });
});
