import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartCodes, promotionRedemptions, promotions, sellers, users } from '../../db/schema/index.js';
import type { AppliedCode } from '../../../shared/promotion-schemas.js';
import type { PromotionRow } from './code-rules.repo.js';

/**
 * The promotions a typed code may mean for this cart: the platform's, and those of the shops with
 * a buyable line in it. Another shop's code is never read, so nothing about it can leak.
 */
export async function findCandidates(db: Db, codeKey: string, shopIds: number[]): Promise<PromotionRow[]> {
  const owners = shopIds.length ? or(isNull(promotions.sellerId), inArray(promotions.sellerId, shopIds)) : isNull(promotions.sellerId);
  return db.select().from(promotions).where(and(sql`upper(${promotions.code}) = ${codeKey}`, owners))
    .orderBy(sql`${promotions.sellerId} nulls last`, asc(promotions.id));
}

/** Whether this shopper ever checked out with the code (a use given back counts: they knew the code). */
export async function hasUsedCode(db: Db, promotionId: number, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: promotionRedemptions.id }).from(promotionRedemptions)
    .where(and(eq(promotionRedemptions.promotionId, promotionId), eq(promotionRedemptions.userId, userId))).limit(1);
  return Boolean(row);
}

/**
 * One shopper's cart codes change one at a time: the same lock checkout takes on the shopper, so
 * two tabs typing two codes of one shop keep one, and a checkout reads the codes before or after.
 */
export async function lockShopperCodes(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * Keeps a code on the shopper's cart in place of their earlier code of the same owner (one per
 * shop, one platform code). The promotion is locked against deletion meanwhile; false if it is gone.
 */
export async function keepCode(tx: Db, userId: number, promotion: { id: number; sellerId: number | null }): Promise<boolean> {
  const [alive] = await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, promotion.id)).for('key share');
  if (!alive) return false;
  const sameOwner = tx.select({ id: promotions.id }).from(promotions)
    .where(promotion.sellerId === null ? isNull(promotions.sellerId) : eq(promotions.sellerId, promotion.sellerId));
  await tx.delete(cartCodes).where(and(eq(cartCodes.userId, userId), ne(cartCodes.promotionId, promotion.id), inArray(cartCodes.promotionId, sameOwner)));
  await tx.insert(cartCodes).values({ userId, promotionId: promotion.id }).onConflictDoNothing();
  return true;
}

/** The codes this shopper typed and keeps, oldest first: only ever their own. */
export async function listKeptCodes(db: Db, userId: number): Promise<AppliedCode[]> {
  const rows = await db.select({ code: promotions.code, sellerId: promotions.sellerId, businessName: sellers.businessName })
    .from(cartCodes).innerJoin(promotions, eq(promotions.id, cartCodes.promotionId)).leftJoin(sellers, eq(sellers.id, promotions.sellerId))
    .where(eq(cartCodes.userId, userId)).orderBy(asc(cartCodes.createdAt), asc(promotions.id));
  return rows.map((row) => ({
    code: row.code, fundedBy: row.sellerId === null ? 'platform' : 'seller', businessName: row.sellerId === null ? null : row.businessName,
  }));
}

/** Takes the kept codes spelled so (any case) off the shopper's cart; how many there were. */
export async function dropKeptCodes(db: Db, userId: number, codeKey: string): Promise<number> {
  const spelledSo = db.select({ id: promotions.id }).from(promotions).where(sql`upper(${promotions.code}) = ${codeKey}`);
  const dropped = await db.delete(cartCodes).where(and(eq(cartCodes.userId, userId), inArray(cartCodes.promotionId, spelledSo)))
    .returning({ promotionId: cartCodes.promotionId });
  return dropped.length;
}
