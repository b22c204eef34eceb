import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sellers, shopFollowerCounts, shopFollows } from '../../db/schema/index.js';
import type { Page } from '../../kernel/paging.js';
import { sellerIsPublic } from '../catalog/product-visibility.js';
import { publicColumns } from '../sellers/sellers.repo.js';

/**
 * The shops a shopper follows, newest follow first, as anyone sees a shop (the sellers feature's
 * public shape). A shop no longer public is left out of the page and of the total.
 */
export async function followedShopsPage(db: Db, userId: number, page: number, limit: number) {
  const where = and(eq(shopFollows.userId, userId), sellerIsPublic);
  const [rows, [total]] = await Promise.all([
    db.select({ followedAt: shopFollows.createdAt, shop: publicColumns })
      .from(shopFollows)
      .innerJoin(sellers, eq(sellers.id, shopFollows.sellerId))
      .where(where)
      .orderBy(desc(shopFollows.createdAt), desc(shopFollows.sellerId))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ count: count() }).from(shopFollows).innerJoin(sellers, eq(sellers.id, shopFollows.sellerId)).where(where),
  ]);
  return { rows, total: Number(total?.count ?? 0) } satisfies Page<unknown>;
}

export async function followedSellerIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ sellerId: shopFollows.sellerId }).from(shopFollows)
    .where(eq(shopFollows.userId, userId)).orderBy(desc(shopFollows.createdAt), desc(shopFollows.sellerId));
  return rows.map((row) => row.sellerId);
}

/** The same rule as the shop's own page (findPublicSeller): approved, switched on, its owner active. */
export async function shopIsPublic(db: Db, sellerId: number): Promise<boolean> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(and(eq(sellers.id, sellerId), sellerIsPublic));
  return row !== undefined;
}

export async function isFollowing(db: Db, userId: number, sellerId: number): Promise<boolean> {
  const [row] = await db.select({ sellerId: shopFollows.sellerId }).from(shopFollows)
    .where(and(eq(shopFollows.userId, userId), eq(shopFollows.sellerId, sellerId)));
  return row !== undefined;
}

export async function countFollows(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(shopFollows).where(eq(shopFollows.userId, userId));
  return Number(row?.count ?? 0);
}

export async function insertFollow(db: Db, userId: number, sellerId: number): Promise<void> {
  await db.insert(shopFollows).values({ userId, sellerId }).onConflictDoNothing();
}

export async function deleteFollow(db: Db, userId: number, sellerId: number): Promise<void> {
  await db.delete(shopFollows).where(and(eq(shopFollows.userId, userId), eq(shopFollows.sellerId, sellerId)));
}

/** The count the follow triggers keep (migration 0017), as it stands in this transaction. */
export async function followersOf(db: Db, sellerId: number): Promise<number> {
  const [row] = await db.select({ followers: shopFollowerCounts.followers }).from(shopFollowerCounts).where(eq(shopFollowerCounts.sellerId, sellerId));
  return row?.followers ?? 0;
}
