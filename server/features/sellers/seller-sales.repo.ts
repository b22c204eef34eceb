import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, products, sellers } from '../../db/schema/index.js';
import { isSale } from '../../db/sales.js';
import { allOf, containsPattern, readPage } from '../../kernel/paging.js';
import { productColumns } from '../catalog/products.repo.js';
import { LOW_STOCK_UNITS, type SellerProductSort, type SellerProductsQuery } from '../../../shared/seller-tools-schemas.js';

const SOLD = isSale('o');

/** The dashboard's overview figures, all from the database. */
export async function sellerStats(db: Db, sellerId: number) {
  const [figures] = await db
    .select({
      totalProducts: count(),
      activeProducts: sql<number>`count(*) filter (where ${products.isActive})::int`.mapWith(Number),
    })
    .from(products)
    .where(eq(products.sellerId, sellerId));
  const [seller] = await db
    .select({ rating: sellers.rating, totalReviews: sellers.totalReviews })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1);
  if (!seller) return null;
  const [sales, followers] = await Promise.all([sellerSales(db, sellerId), sellerFollowers(db, sellerId)]);
  return { ...seller, ...sales, ...followers, totalProducts: figures?.totalProducts ?? 0, activeProducts: figures?.activeProducts ?? 0 };
}

/**
 * Followers from the count a trigger keeps (no count of the table per request), and the follows
 * of the last 30 days from the (seller, created_at) index. A deleted account's follows are
 * deleted with it, so neither counts them.
 */
async function sellerFollowers(db: Db, sellerId: number): Promise<{ followersCount: number; newFollowers30d: number }> {
  const result = await db.execute(sql`
    select coalesce((select c.followers from shop_follower_counts c where c.seller_id = ${sellerId}), 0)::int as "followersCount",
      (select count(*) from shop_follows f where f.seller_id = ${sellerId} and f.created_at >= now() - interval '30 days')::int as "newFollowers30d"`);
  const [row] = (result as unknown as { rows: { followersCount: number; newFollowers30d: number }[] }).rows;
  return { followersCount: Number(row?.followersCount ?? 0), newFollowers30d: Number(row?.newFollowers30d ?? 0) };
}

/**
 * Orders that were not cancelled, and what the seller keeps of the paid ones (seller net: total
 * minus the commission frozen on each order) and their units. Unpaid bank transfers are orders,
 * not revenue. Written with aliases: in a one-table select Drizzle leaves columns unqualified, so
 * a correlated `order_items` subquery would compare `order_id` with its own `id`.
 */
async function sellerSales(db: Db, sellerId: number): Promise<{ orders: number; revenue: string; unitsSold: number }> {
  const result = await db.execute(sql`
    select count(*) filter (where o.status <> 'cancelled')::int as orders,
      coalesce(sum(o.seller_net) filter (where ${SOLD}), 0)::numeric(12,2)::text as revenue,
      coalesce(sum(i.units) filter (where ${SOLD}), 0)::int as "unitsSold"
    from orders o
    left join lateral (select sum(quantity) as units from order_items where order_id = o.id) i on true
    where o.seller_id = ${sellerId}`);
  const [row] = (result as unknown as { rows: { orders: number; revenue: string; unitsSold: number }[] }).rows;
  return { orders: Number(row?.orders ?? 0), revenue: row?.revenue ?? '0.00', unitsSold: Number(row?.unitsSold ?? 0) };
}

/**
 * The last `days` UTC days of one seller's sales, empty days included (generate_series): orders
 * placed and not cancelled, and the units and net revenue of the paid ones.
 */
export async function sellerDailySales(db: Db, sellerId: number, days: number, today: Date) {
  const result = await db.execute(sql`
    with day as (
      select generate_series(${today.toISOString()}::date - ${days - 1}::int, ${today.toISOString()}::date, interval '1 day')::date as day
    ), sold as (
      select (o.created_at at time zone 'UTC')::date as day,
        count(*) filter (where o.status <> 'cancelled')::int as orders,
        coalesce(sum(i.units) filter (where ${SOLD}), 0)::int as units,
        coalesce(sum(o.seller_net) filter (where ${SOLD}), 0) as revenue
      from orders o
      left join lateral (select sum(quantity) as units from order_items where order_id = o.id) i on true
      where o.seller_id = ${sellerId} and (o.created_at at time zone 'UTC')::date >= ${today.toISOString()}::date - ${days - 1}::int
      group by 1
    )
    select to_char(day.day, 'YYYY-MM-DD') as date, coalesce(sold.orders, 0)::int as orders, coalesce(sold.units, 0)::int as units,
      coalesce(sold.revenue, 0)::numeric(12,2)::text as revenue
    from day left join sold on sold.day = day.day order by day.day`);
  return (result as unknown as { rows: { date: string; orders: number; units: number; revenue: string }[] }).rows
    .map((row) => ({ ...row, orders: Number(row.orders), units: Number(row.units) }));
}

/** Units of one product in paid orders that stand (isSale), summed by the database. */
const unitsSold = sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi join orders o on o.id = oi.order_id
  where oi.product_id = ${products.id} and ${SOLD})`.mapWith(Number);
const variantCount = sql<number>`(select count(*)::int from product_variants v where v.product_id = ${products.id})`.mapWith(Number);
const soldOutVariants = sql<number>`(select count(*)::int from product_variants v where v.product_id = ${products.id} and v.stock = 0)`.mapWith(Number);
/** shared/seller-tools-schemas.ts isLowStock, in SQL. */
const lowStock = sql`(${products.stock} > 0 and (${products.stock} <= ${LOW_STOCK_UNITS} or ${soldOutVariants} > 0))`;

/** Every order ends with the id, so pages never overlap or skip. */
function sellerProductOrder(sort: SellerProductSort): SQL[] {
  switch (sort) {
    case 'newest': return [desc(products.createdAt), desc(products.id)];
    case 'oldest': return [asc(products.createdAt), asc(products.id)];
    case 'name': return [sql`lower(${products.name})`, asc(products.id)];
    case 'price-low': return [asc(products.price), asc(products.id)];
    case 'price-high': return [desc(products.price), desc(products.id)];
    case 'stock-low': return [asc(products.stock), asc(products.id)];
    case 'best-selling': return [sql`${unitsSold} desc`, desc(products.createdAt), desc(products.id)];
  }
}

/**
 * One page of a seller's own products, hidden and taken-down ones too, with units sold and stock
 * health. The search matches the name or a tag anywhere, case-insensitively.
 */
export async function sellerProductsPage(db: Db, sellerId: number, query: SellerProductsQuery) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = allOf(
    eq(products.sellerId, sellerId),
    pattern && sql`(${products.name} ilike ${pattern} or exists (select 1 from unnest(${products.tags}) t where t ilike ${pattern}))`,
    query.lowStock && lowStock,
  );
  return readPage(query, {
    rows: (limit, offset) => db
      .select({ ...productColumns, unitsSold, variantCount, soldOutVariants })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(sellers, eq(sellers.id, products.sellerId))
      .where(where)
      .orderBy(...sellerProductOrder(query.sort))
      .limit(limit)
      .offset(offset),
    total: db.select({ count: sql<number>`count(*)::int` }).from(products).where(where),
  });
}
