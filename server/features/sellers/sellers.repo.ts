import { and, asc, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, products, sellers } from '../../db/schema/index.js';
import type { SellerListQuery } from '../../../shared/catalog-schemas.js';
import type { ReturnPolicy } from '../../../shared/return-schemas.js';
import { FEATURED_SELLERS_LIMIT } from '../../../shared/catalog-constants.js';
import { sellerIsListed, sellerIsPublic, visibleToShoppers } from '../catalog/product-visibility.js';

// Plain SQL: in a one-table select Drizzle leaves columns unqualified, which the subquery would misread.
const followersCount = sql<number>`coalesce((
  SELECT c.followers FROM shop_follower_counts c WHERE c.seller_id = "sellers"."id"
), 0)`.mapWith(Number);

const visibleProductCount = sql<number>`(
  SELECT count(*)::int FROM products p WHERE p.seller_id = "sellers"."id" AND p.is_listed
)`.mapWith(Number);

/** The shop's return policy, as shop replies carry it (issue 25); one JSON value, so the columns nest in other selects. */
const returnPolicy = sql<ReturnPolicy>`json_build_object(
  'accepted', "sellers"."returns_accepted", 'windowDays', "sellers"."return_window_days", 'returnShippingPaidBy', "sellers"."return_shipping_paid_by"
)`;

/** Only what anyone may see of a seller: no contact, payment or tax fields (DECISIONS.md). */
export const publicColumns = {
  id: sellers.id,
  businessName: sellers.businessName,
  description: sellers.description,
  specialty: sellers.specialty,
  profileImage: sellers.profileImage,
  coverImage: sellers.coverImage,
  status: sellers.status,
  isActive: sellers.isActive,
  rating: sellers.rating,
  totalReviews: sellers.totalReviews,
  totalSales: sellers.totalSales,
  productCount: visibleProductCount,
  followersCount,
  returnPolicy,
  createdAt: sellers.createdAt,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function sellerOrder(sort: SellerListQuery['sort']): SQL[] {
  switch (sort) {
    case 'newest': return [desc(sellers.createdAt), desc(sellers.id)];
    case 'oldest': return [asc(sellers.createdAt), asc(sellers.id)];
    case 'name': return [asc(sql`lower(${sellers.businessName})`), asc(sellers.id)];
    case 'rating':
    case undefined:
      return [desc(sellers.rating), desc(sellers.totalReviews), asc(sellers.id)];
  }
}

export async function listPublicSellers(db: Db, query: SellerListQuery) {
  // A shop with nothing listed is not in the directory; its own page still opens (findPublicSeller).
  const conditions: SQL[] = [sellerIsListed];
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(or(ilike(sellers.businessName, pattern), ilike(sellers.specialty, pattern))!);
  }
  if (query.featured) {
    conditions.push(
      exists(
        db.select({ one: sql`1` })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(and(eq(products.sellerId, sellers.id), eq(products.isFeatured, true), visibleToShoppers)),
      ),
    );
  }
  const where = and(...conditions);
  const rows = db.select(publicColumns).from(sellers).where(where).orderBy(...sellerOrder(query.sort));
  // Featured sellers are a short strip on the home page: the first few, not paged.
  if (query.featured) {
    const featured = await rows.limit(FEATURED_SELLERS_LIMIT);
    return { rows: featured, total: featured.length };
  }
  const [page, [counted]] = await Promise.all([
    rows.limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(sellers).where(where),
  ]);
  return { rows: page, total: counted?.total ?? 0 };
}

export async function findPublicSeller(db: Db, id: number) {
  const [row] = await db.select(publicColumns).from(sellers).where(and(eq(sellers.id, id), sellerIsPublic)).limit(1);
  return row ?? null;
}
