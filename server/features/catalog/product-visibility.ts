import { and, eq, type SQL } from 'drizzle-orm';
import { products, sellers } from '../../db/schema/index.js';

/**
 * What a shopper may see: active products of active, approved sellers in active categories.
 * Triggers keep that in products.is_listed (migration 0002), so it needs no join.
 */
export const visibleToShoppers: SQL = eq(products.isListed, true);

export const sellerIsPublic: SQL = and(eq(sellers.status, 'approved'), eq(sellers.isActive, true))!;

/** Whose eyes: a visitor or customer sees the storefront; an owner and an admin see more. */
export type CatalogViewer =
  | { kind: 'shopper' }
  | { kind: 'admin' }
  | { kind: 'seller'; sellerId: number };
