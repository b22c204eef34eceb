import { asCents, fromCents, percentOf, readRate, type BasisPoints, type Cents } from './money.js';
import type { NotAppliedCode, OrderCode } from './promotion-limits.js';
import { applyCodes, type CodeRule } from './promotion-math.js';

/** Shipping is charged per seller order: each seller ships their own parcel (DECISIONS.md). */
export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const FREE_STANDARD_SHIPPING_FROM_CENTS = asCents(5_000);
export const STANDARD_SHIPPING_CENTS = asCents(599);
export const EXPRESS_SHIPPING_CENTS = asCents(1_299);

/**
 * The most one checkout can carry: numeric(10,2), the columns' type, holds 8 digits before the
 * point. A cart of 100 lines of 10 may add up to more; such a quote is refused, not rounded.
 */
export const MAX_CHECKOUT_CENTS = asCents(9_999_999_999);

export function shippingFeeCents(method: ShippingMethod, sellerSubtotalCents: number): Cents {
  if (method === 'express') return EXPRESS_SHIPPING_CENTS;
  return sellerSubtotalCents >= FREE_STANDARD_SHIPPING_FROM_CENTS ? asCents(0) : STANDARD_SHIPPING_CENTS;
}

/**
 * Commission on the item subtotal only, at the rate frozen on the order, half up to the cent. The
 * rate comes in basis points, or as the order and the seller row store it ("15.00").
 */
export function commissionCents(subtotalCents: number, rate: BasisPoints | string): Cents {
  return percentOf(subtotalCents, typeof rate === 'string' ? readRate(rate) : rate);
}

/**
 * A seller order's money (decision 020): commission on what the shop sells for, the item subtotal
 * after its own code; the platform's code is paid to the shop by the platform, so the shop's net is
 * what it would be without it. The buyer pays `totalCents`.
 */
export function orderMoney(order: { subtotalCents: number; shopDiscountCents: number; platformDiscountCents: number; shippingFeeCents: number }, rate: BasisPoints | string) {
  const commission = commissionCents(order.subtotalCents - order.shopDiscountCents, rate);
  const total = order.subtotalCents - order.shopDiscountCents - order.platformDiscountCents + order.shippingFeeCents;
  return { commissionCents: commission, totalCents: asCents(total), sellerNetCents: asCents(total + order.platformDiscountCents - commission) };
}

export interface QuoteLine {
  productId: number;
  variantId: number | null;
  sellerId: number;
  businessName: string;
  name: string;
  image: string | null;
  size: string;
  color: string;
  quantity: number;
  unitPriceCents: number;
}

export interface SellerQuote {
  sellerId: number;
  businessName: string;
  items: (QuoteLine & { lineTotalCents: number; shopDiscountCents: number; platformDiscountCents: number })[];
  subtotalCents: number;
  shopDiscountCents: number;
  platformDiscountCents: number;
  /** Each code's share of this order, shop's first. */
  codes: (OrderCode & { promotionId: number; amountCents: number })[];
  shippingFeeCents: number;
  totalCents: number;
}

export interface Quote {
  sellers: SellerQuote[];
  itemsTotalCents: number;
  shippingTotalCents: number;
  discountTotalCents: number;
  grandTotalCents: number;
  /** Each applied code's whole discount (a checkout redeems these). */
  applied: { promotionId: number; code: string; fundedBy: OrderCode['fundedBy']; amountCents: number }[];
  notApplied: (NotAppliedCode & { promotionId: number })[];
}

/**
 * The grouped quote: sellers in the order their first line appears, one shipping line each, with
 * the shopper's codes applied (shared/promotion-math.ts). Free standard shipping counts the items
 * before discounts, so adding a code never adds a shipping fee.
 */
export function quoteCart(lines: QuoteLine[], method: ShippingMethod, codes: CodeRule[] = [], now: Date = new Date()): Quote {
  const discounts = applyCodes(lines.map((line) => ({
    sellerId: line.sellerId, businessName: line.businessName, productId: line.productId, lineTotalCents: line.unitPriceCents * line.quantity,
  })), codes, now);
  const bySeller = new Map<number, SellerQuote>();
  lines.forEach((line, index) => {
    let group = bySeller.get(line.sellerId);
    if (!group) {
      group = {
        sellerId: line.sellerId, businessName: line.businessName, items: [], subtotalCents: 0, shopDiscountCents: 0, platformDiscountCents: 0,
        codes: [], shippingFeeCents: 0, totalCents: 0,
      };
      bySeller.set(line.sellerId, group);
    }
    const lineTotalCents = line.unitPriceCents * line.quantity;
    const { shopDiscountCents, platformDiscountCents } = discounts.lines[index]!;
    group.items.push({ ...line, lineTotalCents, shopDiscountCents, platformDiscountCents });
    group.subtotalCents += lineTotalCents;
    group.shopDiscountCents += shopDiscountCents;
    group.platformDiscountCents += platformDiscountCents;
  });
  const sellers = [...bySeller.values()].map((group) => {
    const fee = shippingFeeCents(method, group.subtotalCents);
    const codesHere = discounts.applied.filter((code) => (code.perSeller.get(group.sellerId) ?? 0) > 0).map((code) => {
      const amountCents = code.perSeller.get(group.sellerId)!;
      return { promotionId: code.promotionId, code: code.code, fundedBy: code.fundedBy, amountCents, amount: fromCents(amountCents) };
    });
    return { ...group, codes: codesHere, shippingFeeCents: fee, totalCents: group.subtotalCents - group.shopDiscountCents - group.platformDiscountCents + fee };
  });
  const sum = (pick: (group: SellerQuote) => number) => sellers.reduce((total, group) => total + pick(group), 0);
  return {
    sellers,
    itemsTotalCents: sum((group) => group.subtotalCents),
    shippingTotalCents: sum((group) => group.shippingFeeCents),
    discountTotalCents: sum((group) => group.shopDiscountCents + group.platformDiscountCents),
    grandTotalCents: sum((group) => group.totalCents),
    applied: discounts.applied.map(({ promotionId, code, fundedBy, amountCents }) => ({ promotionId, code, fundedBy, amountCents })),
    notApplied: discounts.notApplied,
  };
}

/** True when a sum of the quote could not be stored or answered as an amount. */
export function exceedsCheckoutLimit(quote: Quote): boolean {
  return quote.grandTotalCents > MAX_CHECKOUT_CENTS;
}

/** The quote as the API answers it: amounts as decimal strings. */
export function quoteReply(quote: Quote) {
  return {
    sellers: quote.sellers.map((group) => ({
      sellerId: group.sellerId,
      businessName: group.businessName,
      items: group.items.map((item) => ({
        productId: item.productId,
        name: item.name,
        image: item.image,
        size: item.size,
        color: item.color,
        quantity: item.quantity,
        unitPrice: fromCents(item.unitPriceCents),
        lineTotal: fromCents(item.lineTotalCents),
      })),
      subtotal: fromCents(group.subtotalCents),
      shippingFee: fromCents(group.shippingFeeCents),
      total: fromCents(group.totalCents),
      freeShippingRemaining: group.shippingFeeCents > 0 && group.subtotalCents < FREE_STANDARD_SHIPPING_FROM_CENTS
        ? fromCents(FREE_STANDARD_SHIPPING_FROM_CENTS - group.subtotalCents) : null,
      discount: fromCents(group.shopDiscountCents + group.platformDiscountCents),
      codes: group.codes.map(({ code, fundedBy, amount }) => ({ code, fundedBy, amount })),
    })),
    itemsTotal: fromCents(quote.itemsTotalCents),
    shippingTotal: fromCents(quote.shippingTotalCents),
    discountTotal: fromCents(quote.discountTotalCents),
    grandTotal: fromCents(quote.grandTotalCents),
    notApplied: quote.notApplied.map(({ code, reason }) => ({ code, reason })),
  };
}
export type QuoteReply = ReturnType<typeof quoteReply>;
