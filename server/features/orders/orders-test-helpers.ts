import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { createCategory, createProduct, createSeller, createUser } from '../../seed/factories.js';
import { cartItems, productVariants } from '../../db/schema/index.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import type { TestApp } from '../../test/test-app.js';

export const ADDRESS = {
  fullName: 'Ada Lovelace', line1: '12 Market Street', line2: 'Flat 3', city: 'London',
  region: 'Greater London', postalCode: 'EC1A 1BB', country: 'United Kingdom', phone: '+44 20 7946 0000',
};

/** A seller with one product of one size and colour, `stock` units of it. */
export async function sellerWithProduct(db: Db, input: { price: string; stock?: number; businessName?: string; commissionRate?: string }) {
  const categoryId = (await createCategory(db)).id;
  const seller = await createSeller(db, {
    ...(input.businessName ? { businessName: input.businessName } : {}), commissionRate: input.commissionRate ?? '15.00',
  });
  const product = await createProduct(db, {
    categoryId, sellerId: seller.id, price: input.price, sizes: ['M'], colors: ['Black'],
    variants: [{ size: 'M', color: 'Black', stock: input.stock ?? 20 }],
  });
  const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, product.id));
  return { seller, product, variant: variant! };
}

export async function variantStock(db: Db, variantId: number): Promise<number> {
  const [row] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
  return row!.stock;
}

/** A signed-in shopper (session straight in the database) whose cart holds these lines, in this order. */
export async function shopperWithCart(db: Db, lines: { productId: number; quantity?: number }[]) {
  const user = await createUser(db);
  for (const line of lines) {
    await db.insert(cartItems).values({ userId: user.id, productId: line.productId, quantity: line.quantity ?? 1, size: 'M', color: 'Black' });
  }
  return { user, cookie: await sessionCookieFor(db, user.id) };
}

export function postCheckout(
  t: TestApp, cookie: string, expectedTotal: string, options: { key?: string | null; body?: object; remoteAddress?: string } = {},
) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return t.app.inject({
    method: 'POST', url: '/api/checkout', remoteAddress: options.remoteAddress,
    headers: { cookie, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: { shippingAddress: ADDRESS, shippingMethod: 'standard', paymentMethod: 'bank_transfer', expectedTotal, ...options.body },
  });
}

/** Puts `quantity` of the product's M / Black in the shopper's cart (straight in the database). */
export async function addToCart(db: Db, userId: number, productId: number, quantity = 1): Promise<void> {
  await db.insert(cartItems).values({ userId, productId, quantity, size: 'M', color: 'Black' });
}

export async function cartSize(db: Db, userId: number): Promise<number> {
  return (await db.select().from(cartItems).where(and(eq(cartItems.userId, userId)))).length;
}
