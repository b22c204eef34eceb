import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  ownedProductSchema,
  ownedProductSummarySchema,
  productSchema,
  productSummarySchema,
} from '../../../shared/catalog-schemas.js';
import { products, sellers } from '../../db/schema/index.js';

/**
 * What a shopper may see: active products nobody took down, of active, approved sellers in
 * active categories. Triggers keep that in products.is_listed (migrations 0002 and 0012), so it
 * needs no join.
 */
export const visibleToShoppers: SQL = eq(products.isListed, true);

/**
 * A shop anyone may open: approved, switched on by the admins, and its owner's account active
 * (a deactivated user's shop is hidden with them, docs/decisions/014). Plain SQL in the
 * subqueries: in a one-table select Drizzle leaves columns unqualified, which they would misread.
 */
export const sellerIsPublic: SQL = and(
  eq(sellers.status, 'approved'),
  eq(sellers.isActive, true),
  sql`exists (select 1 from users owner where owner.id = "sellers"."user_id" and owner.is_active)`,
)!;

/** A public shop with something to buy: what the vendor directory, featured sellers and the hero count. */
export const sellerIsListed: SQL = and(
  sellerIsPublic,
  sql`exists (select 1 from products listed where listed.seller_id = "sellers"."id" and listed.is_listed)`,
)!;

/** Whose eyes: a visitor or customer sees the storefront; an owner and an admin see more. */
export type CatalogViewer =
  | { kind: 'shopper' }
  | { kind: 'admin' }
  | { kind: 'seller'; sellerId: number };

/**
 * A product as this viewer may read it: its owner and admins see an admin's take-down (when and
 * why); anyone else, the seller of another shop included, the shopper's reply without it.
 */
export function productReplyFor(viewer: CatalogViewer, row: { sellerId: number | null }) {
  return ownsProduct(viewer, row) ? ownedProductSchema.parse(row) : productSchema.parse(row);
}

function ownsProduct(viewer: CatalogViewer, row: { sellerId: number | null }): boolean {
  return viewer.kind === 'admin' || (viewer.kind === 'seller' && row.sellerId === viewer.sellerId);
}

/** The same for a list, where a product is the summary a card needs (no variants). */
export function productSummaryFor(viewer: CatalogViewer, row: { sellerId: number | null }) {
  return ownsProduct(viewer, row) ? ownedProductSummarySchema.parse(row) : productSummarySchema.parse(row);
}
