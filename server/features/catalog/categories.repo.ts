import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, products, sellers } from '../../db/schema/index.js';
import { sellerIsListed, visibleToShoppers } from './product-visibility.js';

/** Active categories with the real number of products a shopper can see in each. */
export async function listCategoriesWithCounts(db: Db) {
  const visibleCounts = db
    .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int`.as('count') })
    .from(products)
    .where(visibleToShoppers)
    .groupBy(products.categoryId)
    .as('visible_counts');
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      imageUrl: categories.imageUrl,
      productCount: sql<number>`coalesce(${visibleCounts.count}, 0)`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(visibleCounts, eq(visibleCounts.categoryId, categories.id))
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.id));
}

/** The hero's figures: how many artists and designs a shopper can actually find. */
export async function countVisibleCatalog(db: Db): Promise<{ sellerCount: number; productCount: number }> {
  const [productCount] = await db.select({ count: sql<number>`count(*)::int` }).from(products).where(visibleToShoppers);
  const [sellerCount] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sellers)
    .where(sellerIsListed);
  return { sellerCount: sellerCount?.count ?? 0, productCount: productCount?.count ?? 0 };
}
