import { and, eq, type SQL } from 'drizzle-orm';
import { categories, products, sellers } from '../../db/schema/index.js';

/** What a shopper may see: active products of active, approved sellers in active categories. */
export const visibleToShoppers: SQL = and(
  eq(products.isActive, true),
  eq(sellers.status, 'approved'),
  eq(sellers.isActive, true),
  eq(categories.isActive, true),
)!;

export const sellerIsPublic: SQL = and(eq(sellers.status, 'approved'), eq(sellers.isActive, true))!;

/** Whose eyes: a visitor or customer sees the storefront; an owner and an admin see more. */
export type CatalogViewer =
  | { kind: 'shopper' }
  | { kind: 'admin' }
  | { kind: 'seller'; sellerId: number };
