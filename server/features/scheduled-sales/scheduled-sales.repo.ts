import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countAll, readPage } from '../../kernel/paging.js';
import type { Paging } from '../../../shared/admin-schemas.js';
import { products, scheduledSaleProducts, scheduledSales, sellers } from '../../db/schema/index.js';

export type SaleRow = typeof scheduledSales.$inferSelect;

/**
 * One writer of a shop's sales at a time: the overlap check and the write that follows it hold
 * against a second request for the same products. NO KEY UPDATE, so orders inserted for the shop
 * (whose foreign key takes KEY SHARE on this row) do not wait for it.
 */
export async function lockShopSales(db: Db, sellerId: number): Promise<void> {
  await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, sellerId)).for('no key update');
}

/** The shop's sale, locked until the transaction ends (the sweeper's conditional update waits for it). */
export async function lockSale(db: Db, sellerId: number, id: number): Promise<SaleRow | null> {
  const [row] = await db.select().from(scheduledSales)
    .where(and(eq(scheduledSales.id, id), eq(scheduledSales.sellerId, sellerId))).for('update');
  return row ?? null;
}

export async function saleProductIds(db: Db, saleId: number): Promise<number[]> {
  const rows = await db.select({ id: scheduledSaleProducts.productId }).from(scheduledSaleProducts)
    .where(eq(scheduledSaleProducts.saleId, saleId));
  return rows.map((row) => row.id);
}

/** Which of these products are the shop's own. */
export async function ownProductIds(db: Db, sellerId: number, ids: number[]): Promise<Set<number>> {
  const rows = await db.select({ id: products.id }).from(products)
    .where(and(inArray(products.id, ids), eq(products.sellerId, sellerId)));
  return new Set(rows.map((row) => row.id));
}

/** These products' places in other scheduled or live sales whose window overlaps this one. */
export async function overlappingSales(
  db: Db, input: { productIds: number[]; startsAt: Date; endsAt: Date; exceptSaleId: number | null },
): Promise<Array<{ productName: string; saleName: string }>> {
  return db
    .select({ productName: products.name, saleName: scheduledSales.name })
    .from(scheduledSaleProducts)
    .innerJoin(scheduledSales, eq(scheduledSales.id, scheduledSaleProducts.saleId))
    .innerJoin(products, eq(products.id, scheduledSaleProducts.productId))
    .where(and(
      inArray(scheduledSaleProducts.productId, input.productIds),
      inArray(scheduledSales.status, ['scheduled', 'live']),
      lt(scheduledSales.startsAt, input.endsAt),
      gt(scheduledSales.endsAt, input.startsAt),
      input.exceptSaleId === null ? undefined : ne(scheduledSales.id, input.exceptSaleId),
    ))
    .orderBy(asc(products.name), asc(scheduledSales.startsAt));
}

type SaleFields = Pick<typeof scheduledSales.$inferInsert, 'name' | 'percent' | 'startsAt' | 'endsAt'>;

export async function insertSale(db: Db, sellerId: number, fields: SaleFields): Promise<number> {
  const [row] = await db.insert(scheduledSales).values({ ...fields, sellerId }).returning({ id: scheduledSales.id });
  return row!.id;
}

export async function updateSale(db: Db, id: number, fields: Partial<SaleFields>): Promise<void> {
  await db.update(scheduledSales).set({ ...fields, updatedAt: new Date() }).where(eq(scheduledSales.id, id));
}

/** A scheduled sale's products become exactly these (nothing is remembered before it starts). */
export async function replaceSaleProducts(db: Db, saleId: number, productIds: number[]): Promise<void> {
  await db.delete(scheduledSaleProducts).where(eq(scheduledSaleProducts.saleId, saleId));
  await db.insert(scheduledSaleProducts).values(productIds.map((productId) => ({ saleId, productId })));
}

/** Its products' rows go with it (ON DELETE CASCADE). */
export async function deleteSale(db: Db, id: number): Promise<void> {
  await db.delete(scheduledSales).where(eq(scheduledSales.id, id));
}

/** One page of the shop's sales, latest start first, with the count of all of them (scheduled_sales_seller_idx). */
export async function salesPage(db: Db, sellerId: number, paging: Paging) {
  const ofShop = eq(scheduledSales.sellerId, sellerId);
  const page = await readPage(paging, {
    rows: (limit, offset) => db.select().from(scheduledSales).where(ofShop)
      .orderBy(desc(scheduledSales.startsAt), desc(scheduledSales.id)).limit(limit).offset(offset),
    total: db.select({ count: countAll }).from(scheduledSales).where(ofShop),
  });
  return { sales: await withProducts(db, page.rows), total: page.total };
}

/** The shop's sale with its products, or null when the shop has no such sale. */
export async function saleOf(db: Db, sellerId: number, id: number) {
  const sales = await db.select().from(scheduledSales).where(and(eq(scheduledSales.sellerId, sellerId), eq(scheduledSales.id, id)));
  const [sale] = await withProducts(db, sales);
  return sale ?? null;
}

/** Each sale with its products (by name), in one query for them all. */
async function withProducts(db: Db, sales: SaleRow[]) {
  if (sales.length === 0) return [];
  const lines = await db
    .select({
      saleId: scheduledSaleProducts.saleId,
      id: products.id,
      name: products.name,
      price: products.price,
      priceBefore: scheduledSaleProducts.priceBefore,
      salePrice: scheduledSaleProducts.salePrice,
    })
    .from(scheduledSaleProducts)
    .innerJoin(products, eq(products.id, scheduledSaleProducts.productId))
    .where(inArray(scheduledSaleProducts.saleId, sales.map((sale) => sale.id)))
    .orderBy(asc(products.name), asc(products.id));
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) linesOf.set(line.saleId, [...(linesOf.get(line.saleId) ?? []), line]);
  return sales.map((sale) => ({ ...sale, lines: linesOf.get(sale.id) ?? [] }));
}

export type ListedSale = NonNullable<Awaited<ReturnType<typeof saleOf>>>;

// ---------- the sweeper's moves ----------

/**
 * Sales to start or end at or before `horizon`, soonest first: the two partial indexes
 * (scheduled_sales_due_start_idx, scheduled_sales_due_end_idx), in one round trip. Those due after
 * `now` tell the sweeper when to look next.
 */
export async function dueSaleMoves(db: Db, horizon: Date, limit: number): Promise<Array<{ id: number; move: 'start' | 'end'; at: Date }>> {
  const result = (await db.execute(sql`
    (select id, 'start' as move, starts_at as at from scheduled_sales
      where status = 'scheduled' and starts_at <= ${horizon.toISOString()}::timestamptz order by starts_at limit ${limit})
    union all
    (select id, 'end' as move, ends_at as at from scheduled_sales
      where status = 'live' and ends_at <= ${horizon.toISOString()}::timestamptz order by ends_at limit ${limit})`)) as unknown as {
    rows: Array<{ id: number; move: 'start' | 'end'; at: Date | string }>;
  };
  return result.rows.map((row) => ({ id: Number(row.id), move: row.move, at: new Date(row.at) }));
}

/** The start's claim, and the first statement of its transaction: exactly one instance gets the row. */
export async function claimStart(db: Db, id: number, now: Date): Promise<{ percent: number } | null> {
  const [row] = await db.update(scheduledSales)
    .set({ status: 'live', startedAt: now, updatedAt: now })
    .where(and(eq(scheduledSales.id, id), eq(scheduledSales.status, 'scheduled'), sql`${scheduledSales.startsAt} <= ${now.toISOString()}::timestamptz`))
    .returning({ percent: scheduledSales.percent });
  return row ?? null;
}

/**
 * The end's claim, likewise. `early` (the seller ended it): it ends now whatever its end was,
 * and its end becomes now, so the sale reads as it ran.
 */
export async function claimEnd(db: Db, id: number, now: Date, early = false): Promise<boolean> {
  const rows = await db.update(scheduledSales)
    .set({ status: 'ended', endedAt: now, updatedAt: now, ...(early ? { endsAt: sql`greatest(least(${scheduledSales.endsAt}, ${now.toISOString()}::timestamptz), ${scheduledSales.startsAt} + interval '1 millisecond')` } : {}) })
    .where(and(eq(scheduledSales.id, id), eq(scheduledSales.status, 'live'), early ? undefined : sql`${scheduledSales.endsAt} <= ${now.toISOString()}::timestamptz`))
    .returning({ id: scheduledSales.id });
  return rows.length > 0;
}

/** A starting sale's products as they are, locked so the price read is the price replaced. Deleted products are gone from the sale. */
export async function lockSaleProducts(db: Db, saleId: number) {
  return db
    .select({ id: products.id, price: products.price, originalPrice: products.originalPrice, isOnSale: products.isOnSale })
    .from(scheduledSaleProducts)
    .innerJoin(products, eq(products.id, scheduledSaleProducts.productId))
    .where(eq(scheduledSaleProducts.saleId, saleId))
    .orderBy(asc(products.id))
    .for('update', { of: products });
}

export interface SaleStart {
  id: number;
  price: string;
  originalPrice: string | null;
  isOnSale: boolean;
  salePrice: string;
}

/**
 * Remembers what each product looked like, then puts it on sale. The product rows are written as a
 * product edit writes them (updateProduct: the row and updated_at), so the statement triggers of
 * migrations 0001 and 0011 record them in catalog_changes and NOTIFY catalog_changed at commit:
 * every instance's read model and reply cache follow. Rows travel as array parameters, one
 * statement each, as replaceVariants does.
 */
export async function putOnSale(db: Db, saleId: number, starts: SaleStart[], now: Date): Promise<void> {
  if (starts.length === 0) return;
  const ids = sql.param(starts.map((s) => s.id));
  const prices = sql.param(starts.map((s) => s.price));
  const originals = sql.param(starts.map((s) => s.originalPrice));
  const onSale = sql.param(starts.map((s) => s.isOnSale));
  const salePrices = sql.param(starts.map((s) => s.salePrice));
  await db.execute(sql`
    update scheduled_sale_products ssp
    set price_before = v.price, original_price_before = v.original_price, on_sale_before = v.is_on_sale, sale_price = v.sale_price
    from unnest(${ids}::int[], ${prices}::numeric[], ${originals}::numeric[], ${onSale}::boolean[], ${salePrices}::numeric[])
      as v(id, price, original_price, is_on_sale, sale_price)
    where ssp.sale_id = ${saleId} and ssp.product_id = v.id`);
  await db.execute(sql`
    update products p
    set price = v.sale_price, original_price = v.price, is_on_sale = true, updated_at = ${now.toISOString()}::timestamptz
    from unnest(${ids}::int[], ${prices}::numeric[], ${salePrices}::numeric[]) as v(id, price, sale_price)
    where p.id = v.id`);
}

/**
 * Puts back each product the sale changed, unless its seller changed the price by hand since
 * (price <> sale_price): then the product stays as they set it. One statement, so the check and
 * the write see the same row. Answers the products put back.
 */
export async function restoreSaleProducts(db: Db, saleId: number, now: Date): Promise<number[]> {
  const result = (await db.execute(sql`
    update products p
    set price = ssp.price_before, original_price = ssp.original_price_before, is_on_sale = ssp.on_sale_before, updated_at = ${now.toISOString()}::timestamptz
    from scheduled_sale_products ssp
    where ssp.sale_id = ${saleId} and ssp.product_id = p.id and ssp.sale_price is not null and p.price = ssp.sale_price
    returning p.id`)) as unknown as { rows: Array<{ id: number }> };
  return result.rows.map((row) => Number(row.id));
}
