import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartCodes, orderDiscounts, orders, promotionRedemptions, promotions } from '../../db/schema/index.js';
import { fromCents } from '../../../shared/money.js';
import { countShopperUses } from './code-rules.repo.js';

export interface CodeToRedeem {
  promotionId: number;
  code: string;
  amountCents: number;
}

/**
 * Takes one use of each code for a checkout, inside its transaction (decision 020). The overall
 * limit is one conditional UPDATE per code, in id order: concurrent checkouts queue on the row and
 * each sees the count the last one left, so a code with 10 uses left is used exactly 10 times. The
 * per-shopper limit is counted under the shopper's row lock the checkout already holds. Returns the
 * codes that could not be used (used up, used by this shopper, or deleted): the caller refuses the
 * checkout, which rolls back every use taken here.
 */
export async function redeemCodes(tx: Db, userId: number, checkoutId: number, codes: CodeToRedeem[]): Promise<CodeToRedeem[]> {
  const lost: CodeToRedeem[] = [];
  for (const code of [...codes].sort((a, b) => a.promotionId - b.promotionId)) {
    const [taken] = await tx.update(promotions).set({ usedCount: sql`${promotions.usedCount} + 1` })
      .where(and(eq(promotions.id, code.promotionId), sql`(${promotions.usageLimit} IS NULL OR ${promotions.usedCount} < ${promotions.usageLimit})`))
      .returning({ perCustomerLimit: promotions.perCustomerLimit });
    if (!taken) { lost.push(code); continue; }
    if (taken.perCustomerLimit !== null && await countShopperUses(tx, code.promotionId, userId) >= taken.perCustomerLimit) {
      lost.push(code);
      continue;
    }
    await tx.insert(promotionRedemptions).values({ promotionId: code.promotionId, userId, checkoutId, amount: fromCents(code.amountCents) });
  }
  return lost;
}

/** The codes are used: they leave the cart with its lines. */
export async function clearCartCodes(tx: Db, userId: number): Promise<void> {
  await tx.delete(cartCodes).where(eq(cartCodes.userId, userId));
}

/**
 * A cancelled or expired order gives its codes' uses back, once each: a platform code that also
 * discounted another order of the same checkout keeps its use until that order is cancelled too.
 * Call it inside the transaction that cancelled the order.
 */
export async function releaseCodesOfOrder(tx: Db, orderId: number): Promise<void> {
  const held = await tx.select({ promotionId: orderDiscounts.promotionId, checkoutId: orders.checkoutId })
    .from(orderDiscounts).innerJoin(orders, eq(orders.id, orderDiscounts.orderId))
    .where(and(eq(orderDiscounts.orderId, orderId), sql`${orderDiscounts.promotionId} IS NOT NULL`));
  for (const { promotionId, checkoutId } of held) {
    // Lock the use first: of two orders of one checkout cancelled at once, the second waits here and
    // then sees the first cancelled (each statement reads what has committed), so the use is released.
    const [use] = await tx.select({ id: promotionRedemptions.id }).from(promotionRedemptions)
      .where(and(eq(promotionRedemptions.promotionId, promotionId!), eq(promotionRedemptions.checkoutId, checkoutId), isNull(promotionRedemptions.releasedAt)))
      .for('update');
    if (!use) continue;
    const [alive] = await tx.select({ id: orders.id }).from(orders)
      .innerJoin(orderDiscounts, eq(orderDiscounts.orderId, orders.id))
      .where(and(eq(orders.checkoutId, checkoutId), ne(orders.id, orderId), ne(orders.status, 'cancelled'), eq(orderDiscounts.promotionId, promotionId!)))
      .limit(1);
    if (alive) continue;
    const released = await tx.update(promotionRedemptions).set({ releasedAt: sql`now()` })
      .where(and(eq(promotionRedemptions.promotionId, promotionId!), eq(promotionRedemptions.checkoutId, checkoutId), isNull(promotionRedemptions.releasedAt)))
      .returning({ id: promotionRedemptions.id });
    if (released.length) {
      await tx.update(promotions).set({ usedCount: sql`greatest(0, ${promotions.usedCount} - 1)` }).where(eq(promotions.id, promotionId!));
    }
  }
}
