import { asCents, type Cents } from './money.js';
import { commissionCents } from './order-quote.js';

/**
 * How one refund of a seller order divides between the platform and the seller (decision 019).
 * Commission was charged on the items only, at the order's frozen rate, so a refund gives back the
 * commission on the items it returns and none on shipping; the rest comes out of the seller's net.
 * The refund that brings the order to its total takes whatever commission is left, so the parts of
 * every refund of an order add up to the order's commission and net exactly, whatever the rounding.
 */
export interface OrderMoney {
  subtotalCents: number;
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
}

export interface RefundSplit {
  amountCents: Cents;
  /** The part of the amount that is the order's shipping fee. */
  shippingCents: Cents;
  /** Commission the platform gives back. */
  commissionCents: Cents;
  /** What comes out of the seller's net: amount less commission. */
  sellerCents: Cents;
}

/** The split of a refund of `itemsCents` of goods plus `shippingCents` of the shipping fee. */
export function splitRefund(order: OrderMoney, soFar: RefundedSoFar, itemsCents: number, shippingCents: number): RefundSplit {
  const amountCents = itemsCents + shippingCents;
  const total = order.subtotalCents + order.shippingFeeCents;
  const commissionLeft = order.commissionCents - soFar.commissionCents;
  const commission = soFar.amountCents + amountCents >= total
    ? commissionLeft
    : Math.min(commissionLeft, commissionCents(itemsCents, order.commissionRate));
  return {
    amountCents: asCents(amountCents),
    shippingCents: asCents(shippingCents),
    commissionCents: asCents(commission),
    sellerCents: asCents(amountCents - commission),
  };
}

/**
 * A lump sum an admin decides in a dispute, read as goods first and then shipping: the items not
 * yet refunded, then what is left of the shipping fee. Null when it is more than is left to refund.
 */
export function splitLumpRefund(order: OrderMoney, soFar: RefundedSoFar, amountCents: number): RefundSplit | null {
  const itemsLeft = order.subtotalCents - (soFar.amountCents - soFar.shippingCents);
  const shippingLeft = order.shippingFeeCents - soFar.shippingCents;
  if (amountCents <= 0 || amountCents > itemsLeft + shippingLeft) return null;
  const items = Math.min(amountCents, itemsLeft);
  return splitRefund(order, soFar, items, amountCents - items);
}
