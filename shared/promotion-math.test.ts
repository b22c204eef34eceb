import { describe, expect, it } from 'vitest';
import { orderMoney, quoteCart, type QuoteLine } from './order-quote.js';
import { applyCodes, codeAmount, largestRemainder, refundedGoods, unitsShare, type CodeRule } from './promotion-math.js';
import { PROMOTION_MESSAGES } from './promotion-limits.js';
import { splitRefund, splitRestRefund } from './refund-split.js';

const NOW = new Date('2026-12-01T12:00:00Z');

function rule(overrides: Partial<CodeRule>): CodeRule {
  return {
    promotionId: 1, code: 'SAVE', fundedBy: 'seller', sellerId: 1, kind: 'percent', value: 1_000, minSubtotalCents: null,
    startsAt: null, endsAt: null, productIds: null, sellerIds: null, usesLeft: null, customerUsesLeft: null, ...overrides,
  };
}

function line(sellerId: number, productId: number, unitPriceCents: number, quantity = 1): QuoteLine {
  return {
    productId, variantId: productId, sellerId, businessName: sellerId === 1 ? 'Concrete Saints' : 'Void Supply', name: `P${productId}`,
    image: null, size: 'M', color: 'Black', quantity, unitPriceCents,
  };
}

describe('largestRemainder', () => {
  it('adds up exactly, giving the odd cents to the largest remainders', () => {
    expect(largestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(largestRemainder(1_000, [3_333, 3_333, 3_334])).toEqual([333, 333, 334]);
    expect(largestRemainder(7, [0, 5, 0])).toEqual([0, 7, 0]);
    expect(largestRemainder(0, [0, 0])).toEqual([0, 0]);
  });

  it('never gives a share more than its weight when the total is less than the weights', () => {
    const weights = [1, 2, 997];
    const shares = largestRemainder(999, weights);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(999);
    shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(weights[index]!));
  });
});

describe('codeAmount', () => {
  it('rounds a percent half up and caps a fixed amount at what it applies to', () => {
    expect(codeAmount('percent', 1_500, 2_999)).toBe(450);
    expect(codeAmount('percent', 10_000, 2_999)).toBe(2_999);
    expect(codeAmount('fixed', 500, 2_999)).toBe(500);
    expect(codeAmount('fixed', 5_000, 2_999)).toBe(2_999);
    expect(codeAmount('fixed', 500, 0)).toBe(0);
  });
});

describe('applyCodes', () => {
  const cart = [line(1, 11, 2_999), line(2, 21, 3_500), line(1, 12, 1_001, 2)];

  it("puts a shop's code on that shop's lines only", () => {
    const quote = quoteCart(cart, 'standard', [rule({ code: 'SAINTS10' })], NOW);
    const [saints, voids] = quote.sellers;
    expect(saints!.shopDiscountCents).toBe(500); // 10% of 50.01
    expect(voids!.shopDiscountCents + voids!.platformDiscountCents).toBe(0);
    expect(saints!.codes).toEqual([{ promotionId: 1, code: 'SAINTS10', fundedBy: 'seller', amountCents: 500, amount: '5.00' }]);
  });

  it('splits a platform code across the seller orders by their subtotals after shop codes, to the cent', () => {
    const quote = quoteCart(cart, 'standard', [
      rule({ code: 'SAINTS10' }),
      rule({ promotionId: 2, code: 'TL5', fundedBy: 'platform', sellerId: null, kind: 'fixed', value: 1_000 }),
    ], NOW);
    const [saints, voids] = quote.sellers;
    // Left after the shop code: 45.01 and 35.00 of 80.01 → 5.6255… and 4.3744… of 10.00.
    expect(saints!.platformDiscountCents).toBe(563);
    expect(voids!.platformDiscountCents).toBe(437);
    expect(saints!.items.reduce((sum, item) => sum + item.platformDiscountCents, 0)).toBe(563);
    expect(quote.discountTotalCents).toBe(1_500);
    expect(quote.grandTotalCents).toBe(quote.itemsTotalCents + quote.shippingTotalCents - 1_500);
  });

  it('keeps a platform code to its shops and products', () => {
    const quote = quoteCart(cart, 'standard', [rule({ fundedBy: 'platform', sellerId: null, sellerIds: [2] })], NOW);
    expect(quote.sellers.map((group) => group.platformDiscountCents)).toEqual([0, 350]);
    const byProduct = quoteCart(cart, 'standard', [rule({ fundedBy: 'platform', sellerId: null, productIds: [12] })], NOW);
    expect(byProduct.sellers[0]!.items.map((item) => item.platformDiscountCents)).toEqual([0, 200]);
  });

  it('explains a code that takes nothing off, and leaves the quote as without it', () => {
    const cases: [Partial<CodeRule>, string][] = [
      [{ endsAt: new Date('2026-11-30T00:00:00Z') }, PROMOTION_MESSAGES.expired],
      [{ startsAt: new Date('2026-12-02T00:00:00Z') }, PROMOTION_MESSAGES.notStarted],
      [{ usesLeft: 0 }, PROMOTION_MESSAGES.usedUp],
      [{ customerUsesLeft: 0 }, PROMOTION_MESSAGES.alreadyUsed],
      [{ productIds: [99] }, PROMOTION_MESSAGES.noItems],
      [{ minSubtotalCents: 6_000 }, PROMOTION_MESSAGES.minimum('$60.00', 'Concrete Saints items')],
    ];
    for (const [overrides, reason] of cases) {
      const result = applyCodes(cart.map((item) => ({ ...item, lineTotalCents: item.unitPriceCents * item.quantity })), [rule(overrides)], NOW);
      expect(result.notApplied).toEqual([{ promotionId: 1, code: 'SAVE', reason }]);
      expect(result.lines.every((discount) => discount.shopDiscountCents === 0)).toBe(true);
    }
  });

  it('counts a shop code minimum on all of the shop lines, before discounts', () => {
    const result = applyCodes([{ sellerId: 1, businessName: 'Concrete Saints', productId: 11, lineTotalCents: 4_000 }], [rule({ minSubtotalCents: 4_000 })], NOW);
    expect(result.applied).toHaveLength(1);
  });
});

describe('orderMoney', () => {
  it("charges commission after the shop's code, and keeps the shop's net whole under a platform code", () => {
    // 100.00 of items, the shop's 10.00 off, the platform's 5.00 off, 5.99 shipping, 15%.
    const money = orderMoney({ subtotalCents: 10_000, shopDiscountCents: 1_000, platformDiscountCents: 500, shippingFeeCents: 599 }, '15.00');
    expect(money).toEqual({ commissionCents: 1_350, totalCents: 9_099, sellerNetCents: 8_249 });
    const withoutPlatform = orderMoney({ subtotalCents: 10_000, shopDiscountCents: 1_000, platformDiscountCents: 0, shippingFeeCents: 599 }, '15.00');
    expect(withoutPlatform.sellerNetCents).toBe(money.sellerNetCents);
  });
});

describe('refunds of discounted goods', () => {
  it('shares a line discount over partial refunds so the parts add up', () => {
    expect([unitsShare(100, 3, 0, 1), unitsShare(100, 3, 1, 1), unitsShare(100, 3, 2, 1)]).toEqual([33, 33, 34]);
    expect(refundedGoods({ unitPriceCents: 1_000, quantity: 3, shopDiscountCents: 300, platformDiscountCents: 100 }, 0, 1))
      .toEqual({ paidCents: 867, platformDiscountCents: 33 });
  });

  it('never gives back more than was paid, and the last refund closes every part exactly', () => {
    const order = { subtotalCents: 3_000, shopDiscountCents: 300, platformDiscountCents: 100, shippingFeeCents: 599, commissionCents: 405, commissionRate: '15.00' };
    const item = { unitPriceCents: 1_000, quantity: 3, shopDiscountCents: 300, platformDiscountCents: 100 };
    const none = { amountCents: 0, shippingCents: 0, commissionCents: 0, platformDiscountCents: 0 };
    const first = splitRefund(order, none, refundedGoods(item, 0, 1), 0);
    expect(first).toEqual({ amountCents: 867, shippingCents: 0, commissionCents: 135, platformDiscountCents: 33, sellerCents: 765 });
    const rest = splitRestRefund(order, { amountCents: 867, shippingCents: 0, commissionCents: 135, platformDiscountCents: 33 })!;
    expect(first.amountCents + rest.amountCents).toBe(3_000 - 400 + 599);
    expect(first.commissionCents + rest.commissionCents).toBe(405);
    expect(first.platformDiscountCents + rest.platformDiscountCents).toBe(100);
    // What the shop gives back is what it was owed for the order: net = paid + platform − commission.
    expect(first.sellerCents + rest.sellerCents).toBe(3_199 + 100 - 405);
  });
});
