import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartCodes, promotionRedemptions, promotions } from '../../db/schema/index.js';
import { parseRate, toCents } from '../../../shared/money.js';
import type { CodeRule } from '../../../shared/promotion-math.js';

export type PromotionRow = typeof promotions.$inferSelect;

/** Unreleased uses of a code by one shopper. */
const usesByShopper = (userId: number) => sql<number>`(SELECT count(*) FROM ${promotionRedemptions}
  WHERE ${promotionRedemptions.promotionId} = ${promotions.id} AND ${promotionRedemptions.userId} = ${userId}
    AND ${promotionRedemptions.releasedAt} IS NULL)::int`;

/** A promotion as the shared arithmetic reads it, with the uses left overall and for this shopper. */
export function ruleOf(row: PromotionRow, usedByShopper: number): CodeRule {
  return {
    promotionId: row.id,
    code: row.code,
    fundedBy: row.sellerId === null ? 'platform' : 'seller',
    sellerId: row.sellerId,
    kind: row.kind,
    // "15.00" percent is 1,500 basis points; "5.00" off is 500 cents.
    value: row.kind === 'percent' ? parseRate(row.value)! : toCents(row.value),
    minSubtotalCents: row.minSubtotal === null ? null : toCents(row.minSubtotal),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    productIds: row.productIds,
    sellerIds: row.sellerIds,
    usesLeft: row.usageLimit === null ? null : row.usageLimit - row.usedCount,
    customerUsesLeft: row.perCustomerLimit === null ? null : row.perCustomerLimit - usedByShopper,
  };
}

/** The codes a shopper keeps on their cart, oldest first, as rules for the quote. */
export async function codeRulesOfCart(db: Db, userId: number): Promise<CodeRule[]> {
  const rows = await db.select({ promotion: promotions, used: usesByShopper(userId) })
    .from(cartCodes).innerJoin(promotions, eq(promotions.id, cartCodes.promotionId))
    .where(eq(cartCodes.userId, userId)).orderBy(asc(cartCodes.createdAt), asc(promotions.id));
  return rows.map((row) => ruleOf(row.promotion, row.used));
}

/** How many times this shopper has used a code and not had the use given back. */
export async function countShopperUses(db: Db, promotionId: number, userId: number): Promise<number> {
  const [row] = await db.select({ uses: sql<number>`count(*)::int` }).from(promotionRedemptions)
    .where(and(eq(promotionRedemptions.promotionId, promotionId), eq(promotionRedemptions.userId, userId), isNull(promotionRedemptions.releasedAt)));
  return row?.uses ?? 0;
}
