import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, sellers } from '../../db/schema/index.js';
import { createProduct, productValues } from '../../seed/factories.js';
import type { TestApp } from '../../test/test-app.js';

export { shopper, shopWithProduct, insertFavourite, insertFollows, insertStockAlert, followerCount } from '../../test/notifications.js';

/** One call as a signed-in person (cookie) or a visitor (null). */
export function caller(t: TestApp) {
  return (method: InjectOptions['method'], url: string, cookie: string | null, payload?: object) => t.app.inject({
    method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}),
  } as InjectOptions);
}

/** Another listed product of the shop, created at the given moment (feed order). */
export async function anotherProduct(db: Db, shop: { seller: { id: number }; product: { categoryId: number } }, input: { createdAt?: Date; price?: string; name?: string } = {}) {
  return createProduct(db, {
    categoryId: shop.product.categoryId, sellerId: shop.seller.id, sizes: ['S'], colors: ['Black'],
    variants: [{ size: 'S', color: 'Black', stock: 5 }], ...input,
  });
}

export const takeDown = (db: Db, productId: number) =>
  db.update(products).set({ takenDownAt: new Date(), takeDownReason: 'Counterfeit' }).where(eq(products.id, productId));

export const hideShop = (db: Db, sellerId: number) => db.update(sellers).set({ isActive: false }).where(eq(sellers.id, sellerId));

/** Many listed products of one shop in one statement (caps are reached without a request each); their ids. */
export async function bulkProducts(db: Db, shop: { seller: { id: number }; product: { categoryId: number } }, count: number): Promise<number[]> {
  const rows = await db.insert(products).values(Array.from({ length: count }, () => productValues({ categoryId: shop.product.categoryId, sellerId: shop.seller.id })))
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}
