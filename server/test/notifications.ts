import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  favourites, notificationEvents, notifications, productVariants, shopFollowerCounts, shopFollows, stockAlerts,
} from '../db/schema/index.js';
import { createUser } from '../seed/factories.js';
import { sessionCookieFor } from './sign-in.js';

export { shopWithProduct } from './shops.js';

/** A shopper with a session. */
export async function shopper(db: Db, input: { firstName?: string; email?: string } = {}) {
  const user = await createUser(db, { firstName: input.firstName ?? 'Maya', lastName: 'Rivera', ...(input.email ? { email: input.email } : {}) });
  return { user, cookie: await sessionCookieFor(db, user.id) };
}

/** Saves a product straight into the table, as PUT would, at the given price. */
export async function insertFavourite(db: Db, input: { userId: number; productId: number; price: string; inStock?: boolean; priceAlerts?: boolean; createdAt?: Date }) {
  await db.insert(favourites).values({
    userId: input.userId, productId: input.productId, savedPrice: input.price, alertPrice: input.price,
    savedInStock: input.inStock ?? true, priceAlerts: input.priceAlerts ?? true, ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  }).onConflictDoNothing();
}

/** Many followers for one shop in one statement (fan-out tests and the bench): users are made first. */
export async function insertFollows(db: Db, sellerId: number, userIds: number[], createdAt?: Date) {
  if (userIds.length === 0) return;
  await db.insert(shopFollows).values(userIds.map((userId) => ({ userId, sellerId, ...(createdAt ? { createdAt } : {}) }))).onConflictDoNothing();
}

export async function insertStockAlert(db: Db, input: { userId: number; productId: number; size: string; color: string }) {
  await db.insert(stockAlerts).values(input).onConflictDoNothing();
}

/** Sets one variant's stock, as any writer would (the triggers see an ordinary UPDATE). */
export async function setVariantStock(db: Db, productId: number, size: string, color: string, stock: number) {
  await db.update(productVariants).set({ stock })
    .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size), eq(productVariants.color, color)));
}

export const followerCount = async (db: Db, sellerId: number) =>
  (await db.select({ followers: shopFollowerCounts.followers }).from(shopFollowerCounts).where(eq(shopFollowerCounts.sellerId, sellerId)))[0]?.followers ?? 0;

export const eventsOf = (db: Db) => db.select().from(notificationEvents).orderBy(asc(notificationEvents.id));

export const notificationsOf = (db: Db, userId: number) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));

export const variantsOf = (db: Db, productId: number) =>
  db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.id));
