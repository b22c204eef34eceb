import { eq } from 'drizzle-orm';
import { orderItems, orders, sellers } from '../db/schema/index.js';
import { createUser } from '../seed/factories.js';
import { postCheckout, sellerWithProduct, shopperWithCart } from '../features/orders/orders-test-helpers.js';
import { fromCents, toCents } from '../../shared/money.js';
import { shippingFeeCents } from '../../shared/order-quote.js';
import type { ReturnPolicy } from '../../shared/return-schemas.js';
import { sessionCookieFor } from './sign-in.js';
import type { TestApp } from './test-app.js';

const DAY_MS = 86_400_000;

export type AfterSaleStage = 'paid' | 'shipped' | 'delivered';

/**
 * One seller order taken through the API as far as `stage`, for the after-sale features (issue
 * 25): a shop with one product at `price`, a buyer who bought `quantity` of it by bank transfer
 * (an admin marks it paid), shipped by the shop and confirmed by the buyer. `deliveredDaysAgo` and
 * `shippedDaysAgo` move those moments into the past, as if the time had gone by.
 */
export async function afterSaleOrder(t: TestApp, input: {
  price?: string; quantity?: number; stage?: AfterSaleStage; commissionRate?: string; returnPolicy?: Partial<ReturnPolicy>;
  deliveredDaysAgo?: number; shippedDaysAgo?: number; adminCookie?: string;
} = {}) {
  const price = input.price ?? '25.00';
  const quantity = input.quantity ?? 2;
  const stage = input.stage ?? 'delivered';
  const shop = await sellerWithProduct(t.db, { price, commissionRate: input.commissionRate ?? '15.00' });
  if (input.returnPolicy) {
    const policy = input.returnPolicy;
    await t.db.update(sellers).set({
      ...(policy.accepted !== undefined ? { returnsAccepted: policy.accepted } : {}),
      ...(policy.windowDays !== undefined ? { returnWindowDays: policy.windowDays } : {}),
      ...(policy.returnShippingPaidBy !== undefined ? { returnShippingPaidBy: policy.returnShippingPaidBy } : {}),
    }).where(eq(sellers.id, shop.seller.id));
  }
  const buyer = await shopperWithCart(t.db, [{ productId: shop.product.id, quantity }]);
  const subtotal = toCents(price) * quantity;
  const placed = await postCheckout(t, buyer.cookie, fromCents(subtotal + shippingFeeCents('standard', subtotal)));
  if (placed.statusCode !== 201) throw new Error(`checkout failed: ${placed.body}`);
  const orderId = (placed.json().orders[0] as { id: number }).id;
  const adminCookie = input.adminCookie ?? await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);
  const sellerCookie = await sessionCookieFor(t.db, shop.seller.userId);
  const step = async (cookie: string, url: string, payload?: object) => {
    const reply = await t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
    if (reply.statusCode >= 300) throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
  };
  await step(adminCookie, `/api/admin/orders/${orderId}/mark-paid`);
  if (stage !== 'paid') await step(sellerCookie, `/api/orders/${orderId}/ship`, { carrier: 'DHL', trackingNumber: `JD${orderId}` });
  if (stage === 'delivered') await step(buyer.cookie, `/api/orders/${orderId}/deliver`);
  const moved: { shippedAt?: Date; deliveredAt?: Date } = {};
  if (input.shippedDaysAgo !== undefined) moved.shippedAt = new Date(Date.now() - input.shippedDaysAgo * DAY_MS - 1000);
  if (input.deliveredDaysAgo !== undefined) moved.deliveredAt = new Date(Date.now() - input.deliveredDaysAgo * DAY_MS - 1000);
  if (moved.shippedAt || moved.deliveredAt) await t.db.update(orders).set(moved).where(eq(orders.id, orderId));
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return {
    orderId, item: item!, adminCookie,
    buyer: { id: buyer.user.id, cookie: buyer.cookie },
    seller: { id: shop.seller.id, userId: shop.seller.userId, cookie: sellerCookie },
    product: shop.product, variant: shop.variant,
  };
}
export type AfterSaleOrder = Awaited<ReturnType<typeof afterSaleOrder>>;
