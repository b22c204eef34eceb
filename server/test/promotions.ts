import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { checkouts, promotionRedemptions, promotions } from '../db/schema/index.js';
import { createUser } from '../seed/factories.js';
import { sessionCookieFor } from './sign-in.js';
import type { TestApp } from './test-app.js';
import { ADDRESS } from '../features/orders/orders-test-helpers.js';

/** A promotion row for a test: a shop code when `sellerId` is given, else a platform code; 10% off with no limits by default. */
export async function createPromotion(db: Db, values: Partial<typeof promotions.$inferInsert> & { code: string }) {
  const [row] = await db.insert(promotions).values({ kind: 'percent', value: '10.00', ...values }).returning();
  return row!;
}

export { addToCart, sellerWithProduct, shopperWithCart } from '../features/orders/orders-test-helpers.js';
export { shopWithProduct } from './shops.js';

/** One call as a signed-in person (cookie) or a visitor (null), from an address of choice. */
export function caller(t: TestApp) {
  return (method: InjectOptions['method'], url: string, cookie: string | null, payload?: object, remoteAddress?: string) => t.app.inject({
    method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}), ...(remoteAddress ? { remoteAddress } : {}),
  } as InjectOptions);
}

export async function signedIn(db: Db, role: 'customer' | 'admin' = 'customer') {
  const user = await createUser(db, { role });
  return { user, cookie: await sessionCookieFor(db, user.id) };
}

/** A use of the code by this shopper, as a checkout records it (its own checkout row); `released` as a cancelled order leaves it. */
export async function redeemedBy(db: Db, promotionId: number, userId: number, input: { released?: boolean } = {}): Promise<void> {
  const [checkout] = await db.insert(checkouts).values({
    userId, idempotencyKey: randomUUID(), requestHash: '0'.repeat(64), paymentMethod: 'bank_transfer', shippingMethod: 'standard', shippingAddress: ADDRESS,
  }).returning({ id: checkouts.id });
  await db.insert(promotionRedemptions).values({
    promotionId, userId, checkoutId: checkout!.id, amount: '1.00', releasedAt: input.released ? new Date() : null,
  });
  if (!input.released) await db.update(promotions).set({ usedCount: sql`${promotions.usedCount} + 1` }).where(eq(promotions.id, promotionId));
}

let serial = 0;
/** A code no other test of the file uses. */
export const freshCode = (prefix = 'CODE') => `${prefix}_${(serial += 1)}`;
