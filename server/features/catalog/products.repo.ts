import { and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, products, productVariants, sellers } from '../../db/schema/index.js';
import type { ProductListQuery } from '../../../shared/catalog-schemas.js';
import type { ProductSort } from '../../../shared/catalog-constants.js';
import { visibleToShoppers, type CatalogViewer } from './product-visibility.js';
import { relevanceScoreSql, toTsquery, type SearchTerm } from './search-query.js';

export const productColumns = {
  id: products.id,
  sellerId: products.sellerId,
  categoryId: products.categoryId,
  name: products.name,
  description: products.description,
  price: products.price,
  originalPrice: products.originalPrice,
  images: products.images,
  sizes: products.sizes,
  colors: products.colors,
  isActive: products.isActive,
  // Owners' and admins' replies only: shoppers' go through productSchema, which drops them.
  takenDownAt: products.takenDownAt,
  takeDownReason: products.takeDownReason,
  isFeatured: products.isFeatured,
  isOnSale: products.isOnSale,
  stock: products.stock,
  rating: products.rating,
  totalReviews: products.totalReviews,
  tags: products.tags,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
  seller: { id: sellers.id, businessName: sellers.businessName, profileImage: sellers.profileImage },
};

export type ProductRow = Awaited<ReturnType<typeof findProductById>> & object;

function viewerCondition(viewer: CatalogViewer): SQL | undefined {
  if (viewer.kind === 'admin') return undefined;
  if (viewer.kind === 'seller') return or(visibleToShoppers, eq(products.sellerId, viewer.sellerId));
  return visibleToShoppers;
}

function filterConditions(query: ProductListQuery, terms: SearchTerm[] | null): SQL[] {
  const conditions: SQL[] = [];
  if (terms) conditions.push(sql`${products.searchVector} @@ to_tsquery('simple', ${toTsquery(terms)})`);
  // A scalar subquery rather than a filter on the join, so the (category, price) index applies.
  if (query.category) conditions.push(sql`${products.categoryId} = (SELECT id FROM categories WHERE slug = ${query.category})`);
  if (query.seller) conditions.push(eq(products.sellerId, query.seller));
  if (query.sizes?.length) conditions.push(sql`${products.sizes} && ${sql.param(query.sizes)}::text[]`);
  if (query.minPrice) conditions.push(gte(products.price, query.minPrice));
  if (query.maxPrice) conditions.push(lte(products.price, query.maxPrice));
  if (query.featured !== undefined) conditions.push(eq(products.isFeatured, query.featured));
  // The sale rule of shared/sale.ts (isOnSale), in SQL: the seller's On sale switch alone.
  if (query.sale !== undefined) conditions.push(eq(products.isOnSale, query.sale));
  return conditions;
}

/** Every order ends with the id, so pages never overlap or skip (the read model sorts the same way). */
export function productOrder(sort: ProductSort): SQL[] {
  switch (sort) {
    case 'price-low': return [asc(products.price), asc(products.id)];
    case 'price-high': return [desc(products.price), desc(products.id)];
    case 'newest': return [desc(products.createdAt), desc(products.id)];
    case 'rating': return [desc(products.rating), desc(products.totalReviews), asc(products.id)];
    case 'popular': return [desc(products.totalReviews), asc(products.id)];
  }
}

function ordering(query: ProductListQuery, terms: SearchTerm[] | null): SQL[] {
  if (query.sort) return productOrder(query.sort);
  // Relevance, then popularity: a name match first, and among equals the most reviewed.
  if (terms) return [sql`${relevanceScoreSql(products.searchVector, terms)} desc`, ...productOrder('popular')];
  return productOrder('popular');
}

export async function listProducts(
  db: Db,
  query: ProductListQuery,
  viewer: CatalogViewer,
  terms: SearchTerm[] | null,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = and(viewerCondition(viewer), ...filterConditions(query, terms));
  const page = db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(where)
    .orderBy(...ordering(query, terms))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // Every condition reads products alone (is_listed carries the joins' part), so the count needs no join.
  const count = db.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
  const [rows, [counted]] = await Promise.all([page, count]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findProductById(db: Db, id: number, viewer: CatalogViewer) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.id, id), viewerCondition(viewer)))
    .limit(1);
  return row ?? null;
}

export interface VariantRow { size: string; color: string; stock: number }

/** The variants of a page of products in one query (never one per product), in the product's size and colour order. */
export async function variantsOf(db: Db, productIds: number[]): Promise<Map<number, VariantRow[]>> {
  const byProduct = new Map<number, VariantRow[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productVariants.productId, size: productVariants.size, color: productVariants.color, stock: productVariants.stock })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(sql`${productVariants.productId} = ANY(${sql.param(productIds)}::int[])`)
    .orderBy(
      asc(productVariants.productId),
      sql`array_position(${products.sizes}, ${productVariants.size}::text)`,
      sql`array_position(${products.colors}, ${productVariants.color}::text)`,
      asc(productVariants.id),
    );
  for (const { productId, ...variant } of rows) byProduct.get(productId)?.push(variant);
  return byProduct;
}

/** Products with their variants attached (list and detail replies). */
export async function withVariants<Row extends { id: number }>(db: Db, rows: Row[]): Promise<Array<Row & { variants: VariantRow[] }>> {
  const variants = await variantsOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, variants: variants.get(row.id) ?? [] }));
}

/**
 * The listed ones of these products, as the storefront's lists show them (a shopper's favourites,
 * alerts and feed); unlisted ones are left out, in no particular order.
 */
export async function findListedProducts(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(sql`${products.id} = ANY(${sql.param(ids)}::int[])`, visibleToShoppers));
}
