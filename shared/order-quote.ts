import { asCents, fromCents, percentOf, readRate, type BasisPoints, type Cents } from './money.js';

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
  items: (QuoteLine & { lineTotalCents: number })[];
  subtotalCents: number;
  shippingFeeCents: number;
  totalCents: number;
}

export interface Quote {
  sellers: SellerQuote[];
  itemsTotalCents: number;
  shippingTotalCents: number;
  grandTotalCents: number;
}

/** The grouped quote: sellers in the order their first line appears, one shipping line each. */
export function quoteCart(lines: QuoteLine[], method: ShippingMethod): Quote {
  const bySeller = new Map<number, SellerQuote>();
  for (const line of lines) {
    let group = bySeller.get(line.sellerId);
    if (!group) {
      group = { sellerId: line.sellerId, businessName: line.businessName, items: [], subtotalCents: 0, shippingFeeCents: 0, totalCents: 0 };
      bySeller.set(line.sellerId, group);
    }
    const lineTotalCents = line.unitPriceCents * line.quantity;
    group.items.push({ ...line, lineTotalCents });
    group.subtotalCents += lineTotalCents;
  }
  const sellers = [...bySeller.values()].map((group) => {
    const fee = shippingFeeCents(method, group.subtotalCents);
    return { ...group, shippingFeeCents: fee, totalCents: group.subtotalCents + fee };
  });
  const sum = (pick: (group: SellerQuote) => number) => sellers.reduce((total, group) => total + pick(group), 0);
  return {
    sellers,
    itemsTotalCents: sum((group) => group.subtotalCents),
    shippingTotalCents: sum((group) => group.shippingFeeCents),
    grandTotalCents: sum((group) => group.totalCents),
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
    })),
    itemsTotal: fromCents(quote.itemsTotalCents),
    shippingTotal: fromCents(quote.shippingTotalCents),
    grandTotal: fromCents(quote.grandTotalCents),
  };
}
export type QuoteReply = ReturnType<typeof quoteReply>;
