import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, promotions, sellers } from '../../db/schema/index.js';
import { allOf, containsPattern, countAll, readPage, type Page } from '../../kernel/paging.js';
import type { Paging } from '../../../shared/admin-schemas.js';
import type { PromotionRow } from './code-rules.repo.js';

/** What an owner sets; the shop, the uses and the dates are the server's. */
export type PromotionValues = Pick<typeof promotions.$inferInsert,
  'code' | 'kind' | 'value' | 'minSubtotal' | 'startsAt' | 'endsAt' | 'usageLimit' | 'perCustomerLimit' | 'productIds' | 'sellerIds'>;

/** A promotion with the name of the shop that runs it (null for the platform's). */
export interface PromotionWithShop {
  promotion: PromotionRow;
  businessName: string | null;
}

export type PromotionOwner = 'platform' | 'shops' | 'all';

const withShop = { promotion: promotions, businessName: sellers.businessName };

const ownedBy = (owner: PromotionOwner) =>
  (owner === 'platform' ? isNull(promotions.sellerId) : owner === 'shops' ? isNotNull(promotions.sellerId) : undefined);

export async function listShopPromotions(db: Db, sellerId: number, paging: Paging): Promise<Page<PromotionWithShop>> {
  const ofShop = eq(promotions.sellerId, sellerId);
  return readPage(paging, {
    rows: (limit, offset) => db.select(withShop).from(promotions).innerJoin(sellers, eq(sellers.id, promotions.sellerId))
      .where(ofShop).orderBy(desc(promotions.createdAt), desc(promotions.id)).limit(limit).offset(offset),
    total: db.select({ count: countAll }).from(promotions).where(ofShop),
  });
}

/** Every promotion an admin may look at, newest first, by owner and by a part of the code or shop name. */
export async function listAllPromotions(db: Db, query: Paging & { owner: PromotionOwner; search?: string }): Promise<Page<PromotionWithShop>> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = allOf(ownedBy(query.owner), pattern ? or(ilike(promotions.code, pattern), ilike(sellers.businessName, pattern)) : undefined);
  return readPage(query, {
    rows: (limit, offset) => db.select(withShop).from(promotions).leftJoin(sellers, eq(sellers.id, promotions.sellerId))
      .where(where).orderBy(desc(promotions.createdAt), desc(promotions.id)).limit(limit).offset(offset),
    total: db.select({ count: countAll }).from(promotions).leftJoin(sellers, eq(sellers.id, promotions.sellerId)).where(where),
  });
}

export async function findPromotion(db: Db, id: number): Promise<PromotionWithShop | null> {
  const [row] = await db.select(withShop).from(promotions).leftJoin(sellers, eq(sellers.id, promotions.sellerId))
    .where(eq(promotions.id, id)).limit(1);
  return row ?? null;
}

/**
 * Locks a promotion for a change: a checkout taking a use waits until the change commits, so a
 * new usage limit is compared with the uses really taken. `sellerId` narrows it to one shop's.
 */
export async function lockPromotion(tx: Db, id: number, sellerId?: number): Promise<PromotionRow | null> {
  const [row] = await tx.select().from(promotions)
    .where(and(eq(promotions.id, id), sellerId === undefined ? undefined : eq(promotions.sellerId, sellerId)))
    .for('update').limit(1);
  return row ?? null;
}

export async function insertPromotion(tx: Db, values: PromotionValues & { sellerId: number | null; createdBy: number }): Promise<PromotionRow> {
  const [row] = await tx.insert(promotions).values(values).returning();
  return row!;
}

/** The whole promotion but its owner and its uses. */
export async function replacePromotion(tx: Db, id: number, values: PromotionValues): Promise<PromotionRow> {
  const [row] = await tx.update(promotions).set({ ...values, updatedAt: sql`now()` }).where(eq(promotions.id, id)).returning();
  return row!;
}

export async function deletePromotion(tx: Db, id: number): Promise<void> {
  await tx.delete(promotions).where(eq(promotions.id, id));
}

/** How many of these products exist, and of them how many belong to `sellerId` when given. */
export async function countProducts(db: Db, ids: number[], sellerId?: number): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await db.select({ count: countAll }).from(products)
    .where(and(inArray(products.id, ids), sellerId === undefined ? undefined : eq(products.sellerId, sellerId)));
  return row?.count ?? 0;
}

export async function countShops(db: Db, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await db.select({ count: countAll }).from(sellers).where(inArray(sellers.id, ids));
  return row?.count ?? 0;
}

export async function findShop(db: Db, sellerId: number) {
  const [row] = await db.select({ status: sellers.status, businessName: sellers.businessName }).from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  return row ?? null;
}
