import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, payments, refunds, type RefundSource } from '../../db/schema/index.js';
import { conflict } from '../../errors.js';
import { violatedCheckConstraint } from '../../kernel/unique-violation.js';
import { fromCents, toCents } from '../../../shared/money.js';
import { refundableLeft, splitLumpRefund, splitRefund, splitRestRefund, type RefundedGoods, type RefundSplit } from '../../../shared/refund-split.js';
import { RETURN_MESSAGES } from '../../../shared/return-schemas.js';
import { insertRefund } from '../payments/payments.repo.js';
import type { PendingRefund } from '../payments/refunds.js';
import { recordRefundReversal } from './ledger.repo.js';

/** What goes back: what is left of the order, some goods and shipping (a return), or a sum (a dispute). */
export type RefundPart =
  | { kind: 'rest' }
  | { kind: 'goods'; goods: RefundedGoods; shippingCents: number }
  | { kind: 'lump'; amountCents: number };

export interface RefundRequest {
  orderId: number;
  source: RefundSource;
  reason: string;
  part: RefundPart;
  returnId?: number;
  disputeId?: number;
}

/**
 * Records one refund of a seller order inside the caller's transaction (decision 019): the order
 * row is locked first, so refunds of one order (a return received while an admin decides a dispute)
 * are split against what the others left; the refund row's trigger then adds it to
 * orders.refunded_total, whose CHECK refuses a refund beyond what was paid even if a path forgot
 * the lock. The seller's part is reversed in the ledger when the order was already earned (else
 * the earning, when it comes, is net of it). Null when there is nothing left to refund, or this
 * return or dispute was refunded already; a conflict when the amount asked is more than is left.
 */
export async function recordRefund(tx: Db, request: RefundRequest): Promise<PendingRefund | null> {
  const [order] = await tx
    .select({
      subtotal: orders.subtotal, shopDiscount: orders.shopDiscount, platformDiscount: orders.platformDiscount,
      shippingFee: orders.shippingFee, total: orders.total, commissionAmount: orders.commissionAmount,
      commissionRate: orders.commissionRate, paymentId: payments.id, provider: payments.provider, providerRef: payments.providerRef,
    })
    .from(orders).innerJoin(payments, eq(payments.checkoutId, orders.checkoutId))
    .where(eq(orders.id, request.orderId))
    .for('update', { of: orders });
  if (!order) return null;
  const money = {
    subtotalCents: toCents(order.subtotal), shopDiscountCents: toCents(order.shopDiscount), platformDiscountCents: toCents(order.platformDiscount),
    shippingFeeCents: toCents(order.shippingFee),
    commissionCents: toCents(order.commissionAmount), commissionRate: order.commissionRate,
  };
  const [soFarRow] = await tx.select({
    amount: sql<string>`coalesce(sum(${refunds.amount}), 0)::numeric(12,2)::text`,
    shipping: sql<string>`coalesce(sum(${refunds.shippingAmount}), 0)::numeric(12,2)::text`,
    commission: sql<string>`coalesce(sum(${refunds.commissionAmount}), 0)::numeric(12,2)::text`,
    platformDiscount: sql<string>`coalesce(sum(${refunds.platformDiscountAmount}), 0)::numeric(12,2)::text`,
  }).from(refunds).where(eq(refunds.orderId, request.orderId));
  const soFar = {
    amountCents: toCents(soFarRow!.amount), shippingCents: toCents(soFarRow!.shipping), commissionCents: toCents(soFarRow!.commission),
    platformDiscountCents: toCents(soFarRow!.platformDiscount),
  };
  const left = refundableLeft(money, soFar);

  let split: RefundSplit | null;
  const { part } = request;
  if (part.kind === 'rest') {
    split = splitRestRefund(money, soFar);
    if (!split) return null;
  } else if (part.kind === 'goods') {
    if (part.goods.paidCents > left.goodsCents) throw conflict(RETURN_MESSAGES.refundTooLarge);
    // Shipping already given back by an earlier refund is not given twice: the caller asks for the fee, this takes what is left of it.
    split = splitRefund(money, soFar, part.goods, Math.min(part.shippingCents, left.shippingCents));
  } else {
    split = splitLumpRefund(money, soFar, part.amountCents);
    if (!split) throw conflict(RETURN_MESSAGES.refundTooLarge);
  }
  if (split.amountCents <= 0) return null;

  const refund = await insertRefund(tx, {
    paymentId: order.paymentId, orderId: request.orderId, amount: fromCents(split.amountCents), reason: request.reason,
    source: request.source, returnId: request.returnId ?? null, disputeId: request.disputeId ?? null,
    shippingAmount: fromCents(split.shippingCents), commissionAmount: fromCents(split.commissionCents), sellerAmount: fromCents(split.sellerCents),
    platformDiscountAmount: fromCents(split.platformDiscountCents),
  }).catch((error: unknown) => {
    if (violatedCheckConstraint(error) === 'orders_refunded_total_check') throw conflict(RETURN_MESSAGES.refundTooLarge);
    throw error;
  });
  if (!refund) return null;
  await recordRefundReversal(tx, refund.id);
  // A refund of part leaves the order partly refunded; the one that reaches the total, refunded.
  await tx.update(orders).set({
    paymentStatus: sql`case when ${orders.refundedTotal} >= ${orders.total} then 'refunded' else 'partially_refunded' end`,
  }).where(sql`${orders.id} = ${request.orderId} and ${orders.paymentStatus} in ('paid', 'partially_refunded')`);
  // The demo provider moved no money, so it records its refund at once; cards go to Stripe after the commit.
  if (order.provider === 'demo') await tx.update(refunds).set({ providerRef: `demo_refund_${refund.id}` }).where(eq(refunds.id, refund.id));
  return { refundId: refund.id, provider: order.provider, providerRef: order.providerRef, amountCents: split.amountCents, orderId: request.orderId };
}

/** What is left of a paid, cancelled or returned order goes back to the buyer (the order lifecycle's `refundPayment`). */
export function recordOrderRefund(tx: Db, orderId: number, reason: string): Promise<PendingRefund | null> {
  return recordRefund(tx, { orderId, source: 'order', reason, part: { kind: 'rest' } });
}
