import { asCents, type Cents } from './money.js';
import { commissionCents } from './order-quote.js';

/**
 * How one refund of a seller order divides between the platform and the seller (decisions 019
 * and 020). Commission was charged on the items after the shop's own code, at the order's frozen
 * rate, so a refund gives back the commission on what the shop sold the returned items for and
 * none on shipping. The platform's code was paid to the shop by the platform, so the platform's
 * share of the returned items' discount comes back to the platform from the shop. The refund that
 * brings the order to its total takes whatever commission and platform discount are left, so the
 * parts of every refund of an order add up to the order's exactly, whatever the rounding.
 */
export interface OrderMoney {
  /** The items at their prices, before codes. */
  subtotalCents: number;
  shopDiscountCents: number;
  platformDiscountCents: number;
  shippingFeeCents: number;
  commissionCents: number;
  /** The order's rate as it stores it ("15.00"). */
  commissionRate: string;
}

/** What earlier refunds of the order already gave back, by part. */
export interface RefundedSoFar {
  amountCents: number;
  shippingCents: number;
  commissionCents: number;
  platformDiscountCents: number;
}

export interface RefundSplit {
  /** What the buyer gets back. */
  amountCents: Cents;
  /** The part of the amount that is the order's shipping fee. */
  shippingCents: Cents;
  /** Commission the platform gives back. */
  commissionCents: Cents;
  /** The platform's discount on these goods, which the shop had been paid and now gives back. */
  platformDiscountCents: Cents;
  /** What comes out of the seller's net: amount and platform discount, less commission. */
  sellerCents: Cents;
}

/** Goods refunded: what the buyer paid for them, and the platform's discount on them. */
export interface RefundedGoods {
  paidCents: number;
  platformDiscountCents: number;
}

/** What is left to refund of an order's goods (as paid) and shipping. */
export function refundableLeft(order: OrderMoney, soFar: RefundedSoFar) {
  return {
    goodsCents: order.subtotalCents - order.shopDiscountCents - order.platformDiscountCents - (soFar.amountCents - soFar.shippingCents),
    shippingCents: order.shippingFeeCents - soFar.shippingCents,
    platformDiscountCents: order.platformDiscountCents - soFar.platformDiscountCents,
  };
}

/** The split of a refund of some goods plus `shippingCents` of the shipping fee. */
export function splitRefund(order: OrderMoney, soFar: RefundedSoFar, goods: RefundedGoods, shippingCents: number): RefundSplit {
  const amountCents = goods.paidCents + shippingCents;
  const total = order.subtotalCents - order.shopDiscountCents - order.platformDiscountCents + order.shippingFeeCents;
  const last = soFar.amountCents + amountCents >= total;
  const commissionLeft = order.commissionCents - soFar.commissionCents;
  const platformLeft = order.platformDiscountCents - soFar.platformDiscountCents;
  const platform = last ? platformLeft : Math.min(platformLeft, goods.platformDiscountCents);
  const commission = last ? commissionLeft : Math.min(commissionLeft, commissionCents(goods.paidCents + goods.platformDiscountCents, order.commissionRate));
  return {
    amountCents: asCents(amountCents),
    shippingCents: asCents(shippingCents),
    commissionCents: asCents(commission),
    platformDiscountCents: asCents(platform),
    sellerCents: asCents(amountCents + platform - commission),
  };
}

/** What is left of the order: the whole-order refund of a cancelled or refunded order. */
export function splitRestRefund(order: OrderMoney, soFar: RefundedSoFar): RefundSplit | null {
  const left = refundableLeft(order, soFar);
  if (left.goodsCents + left.shippingCents <= 0) return null;
  return splitRefund(order, soFar, { paidCents: left.goodsCents, platformDiscountCents: left.platformDiscountCents }, left.shippingCents);
}

/**
 * A lump sum an admin decides in a dispute, read as goods first and then shipping: the goods not
 * yet refunded (with their share of the platform's discount, in proportion), then what is left of
 * the shipping fee. Null when it is more than is left to refund.
 */
export function splitLumpRefund(order: OrderMoney, soFar: RefundedSoFar, amountCents: number): RefundSplit | null {
  const left = refundableLeft(order, soFar);
  if (amountCents <= 0 || amountCents > left.goodsCents + left.shippingCents) return null;
  const goods = Math.min(amountCents, left.goodsCents);
  const platform = left.goodsCents > 0 ? Math.floor((left.platformDiscountCents * goods + Math.floor(left.goodsCents / 2)) / left.goodsCents) : 0;
  return splitRefund(order, soFar, { paidCents: goods, platformDiscountCents: platform }, amountCents - goods);
}
