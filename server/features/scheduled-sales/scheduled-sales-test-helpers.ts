import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { products, scheduledSaleProducts, scheduledSales } from '../../db/schema/index.js';
import { createCategory, createProduct, createSeller, createUser } from '../../seed/factories.js';
import { sessionCookieFor } from '../../test/sign-in.js';

/** An approved shop with products at these prices (and these sale fields), and its owner's session. */
export async function shopWithProducts(db: Db, items: Array<{ price: string; originalPrice?: string | null; isOnSale?: boolean }>) {
  const owner = await createUser(db, { role: 'seller' });
  const seller = await createSeller(db, { userId: owner.id });
  const categoryId = (await createCategory(db)).id;
  const created = [];
  for (const item of items) {
    created.push(await createProduct(db, {
      categoryId, sellerId: seller.id, price: item.price, originalPrice: item.originalPrice ?? null, isOnSale: item.isOnSale ?? false,
      sizes: ['M'], colors: ['Black'], variants: [{ size: 'M', color: 'Black', stock: 10 }],
    }));
  }
  return { owner, seller, products: created, cookie: await sessionCookieFor(db, owner.id) };
}

export const inMinutes = (minutes: number, from = Date.now()) => new Date(from + minutes * 60_000);

export function postSale(app: FastifyInstance, cookie: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/seller/sales', headers: { cookie }, payload: body });
}

export function putSale(app: FastifyInstance, cookie: string, id: number, body: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: `/api/seller/sales/${id}`, headers: { cookie }, payload: body });
}

export async function productSaleFields(db: Db, id: number) {
  const [row] = await db.select({ price: products.price, originalPrice: products.originalPrice, isOnSale: products.isOnSale })
    .from(products).where(eq(products.id, id));
  return row ?? null;
}

export async function saleStatus(db: Db, id: number) {
  const [row] = await db.select({ status: scheduledSales.status, endsAt: scheduledSales.endsAt }).from(scheduledSales).where(eq(scheduledSales.id, id));
  return row ?? null;
}

export async function rememberedOf(db: Db, saleId: number) {
  return db.select().from(scheduledSaleProducts).where(eq(scheduledSaleProducts.saleId, saleId)).orderBy(scheduledSaleProducts.productId);
}
