import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products, productVariants, stockAlerts, favourites } from '../db/schema/index.js';
import { bulkInsert } from './bulk-insert.js';
import { planBuyersSaved, planShopperSaved, type SavedPlan } from './demo-favourites.js';
import { planBuyerFollows, planShopperFollows, weightedSample, writeFollows, type FollowedShop } from './demo-follows.js';
import { dropRows, orderUpdateRows, toldRows, writeNotifications, type NotificationContext } from './demo-notifications.js';
import { REVIEWED_PRODUCTS_MAX } from './demo-reviews.js';
import { isOnSale, pickStories, type SavedProduct } from './demo-saved-stories.js';
import type { Random } from './random.js';

export interface DemoActivityInput {
  /** In DEMO_SELLERS order: the first is Concrete Saints, the documented seller's shop. */
  shops: FollowedShop[];
  buyerIds: number[];
  shopperId: number;
  random: Random;
  now: number;
}

/**
 * Favourites and waiting alerts are made on the first products only (as reviews are), so a
 * benchmark catalogue of 100,000 seeds no slower; follows are per shop and cost nothing more.
 */
async function savedCandidates(db: Db): Promise<SavedProduct[]> {
  const rows = await db.select().from(products).orderBy(asc(products.id)).limit(REVIEWED_PRODUCTS_MAX);
  const listed = rows.filter((row) => row.isListed && row.sellerId !== null);
  const variants = await db.select().from(productVariants).where(inArray(productVariants.productId, listed.map((row) => row.id)))
    .orderBy(asc(productVariants.id));
  return listed.map((row) => ({
    id: row.id, sellerId: row.sellerId!, name: row.name, price: row.price, originalPrice: row.originalPrice, isFeatured: row.isFeatured,
    stock: row.stock, totalReviews: row.totalReviews, createdAt: row.createdAt,
    variants: variants.filter((v) => v.productId === row.id).map(({ id, size, color, stock }) => ({ id, size, color, stock })),
  }));
}

async function newestListings(db: Db): Promise<Map<number, number>> {
  const result = await db.execute(sql`SELECT seller_id AS "sellerId", max(created_at) AS newest FROM products WHERE is_listed GROUP BY seller_id`);
  return new Map((result as unknown as { rows: Array<{ sellerId: number; newest: string | Date }> }).rows
    .map((row) => [Number(row.sellerId), new Date(row.newest).getTime()]));
}

/**
 * Issue 24's demo state, written straight to the tables after the catalogue, orders and reviews:
 * follows (skewed to popular shops, over 90 days), favourites with what changed since (sales,
 * sell-outs, a restock, a paused product), waiting alerts on sold-out sizes, and the notifications
 * the fan-out and the order moves would have written, with finished events behind them.
 *
 * The triggers of migration 0017 still run; nothing here writes an event: follows come after every
 * product was listed, prices are never cut, stock only falls to 0, and the one product paused
 * stops being listed. The test checks that no unfinished event is left.
 */
export async function seedDemoActivity(db: Db, input: DemoActivityInput): Promise<void> {
  const { random, now, shops } = input;
  const listed = await savedCandidates(db);
  const stories = pickStories(random, listed, shops[0]!.id, now);
  await db.update(productVariants).set({ stock: 0 })
    .where(or(eq(productVariants.productId, stories.soldOut.product.id), eq(productVariants.id, stories.sizeSoldOut.variant.id)));
  await db.update(products).set({ isActive: false, updatedAt: new Date(stories.paused.at) }).where(eq(products.id, stories.paused.product.id));

  await writeFollows(db, [
    ...planBuyerFollows(random, input.buyerIds, shops, now),
    ...planShopperFollows(random, input.shopperId, shops, await newestListings(db), now),
  ]);

  const plan: SavedPlan = { favourites: [], alerts: [], priceDrops: [], restocks: [] };
  const storyIds = new Set([stories.soldOut, stories.sizeSoldOut, stories.restocked, stories.paused].map((story) => story.product.id)
    .concat([stories.toldSale.id, stories.quietSale?.id ?? 0]));
  const plain = listed.filter((p) => !storyIds.has(p.id) && !isOnSale(p) && p.stock > 0);
  const others = weightedSample(random, plain, plain.map((p) => 1 + p.totalReviews), 3);
  planShopperSaved(plan, stories, random, input.shopperId, others, now);
  planBuyersSaved(plan, stories, random, input.buyerIds, listed, now);
  await bulkInsert(db, favourites, plan.favourites);
  await bulkInsert(db, stockAlerts, plan.alerts);

  const context: NotificationContext = { random, now, shopperId: input.shopperId, shopNames: new Map(shops.map((shop) => [shop.id, shop.businessName])) };
  await writeNotifications(db, [
    ...await toldRows(db, context, plan.priceDrops, plan.restocks),
    ...await orderUpdateRows(db, context),
    ...await dropRows(db, context),
  ]);
}
