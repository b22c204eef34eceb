import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, outbox, stockMovements } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { BANK_TRANSFER_LIFETIME_MS } from '../../../shared/payment-transitions.js';
import { postCheckout, sellerWithProduct, shopperWithCart, variantStock } from './orders-test-helpers.js';

const later = (ms: number) => new Date(Date.now() + ms);

describe.each(TEST_DRIVERS)('order expiry sweeper on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function placeOrders(count: number, stock: number) {
    const { product, variant } = await sellerWithProduct(t.db, { price: '60.00', stock });
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const buyer = await shopperWithCart(t.db, [{ productId: product.id }]);
      ids.push((await postCheckout(t, buyer.cookie, '60.00')).json().orders[0].id);
    }
    return { ids, variantId: variant.id };
  }

  it('cancels unpaid orders past expiry once, gives their stock back once and mails the buyer', async () => {
    const { ids: [expiring, paid], variantId } = await placeOrders(2, 5);
    await t.db.update(orders).set({ status: 'processing', paymentStatus: 'paid', expiresAt: null }).where(eq(orders.id, paid!));
    expect(await t.app.ordersSweeper.sweep(later(BANK_TRANSFER_LIFETIME_MS - 60_000))).toBe(0);
    expect(await variantStock(t.db, variantId)).toBe(3);

    expect(await t.app.ordersSweeper.sweep(later(BANK_TRANSFER_LIFETIME_MS + 60_000))).toBe(1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, expiring!));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'expired', cancelReason: 'Payment not received in time' });
    expect(await variantStock(t.db, variantId)).toBe(4);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, expiring!));
    expect(events.at(-1)).toMatchObject({ fromStatus: 'pending', toStatus: 'cancelled', actorRole: 'system' });
    expect(await t.db.select().from(outbox).where(eq(outbox.subject, `Your order ${row!.number} was cancelled`))).toHaveLength(1);

    expect(await t.app.ordersSweeper.sweep(later(BANK_TRANSFER_LIFETIME_MS + 120_000))).toBe(0);
    expect(await variantStock(t.db, variantId)).toBe(4);
  });

  it.skipIf(driver === 'pglite')('several instances sweeping at once cancel each order once (PostgreSQL server only: PGlite has no concurrent transactions)', async () => {
    const { ids, variantId } = await placeOrders(30, 30);
    const when = later(BANK_TRANSFER_LIFETIME_MS + 60_000);
    const counts = await Promise.all([1, 2, 3, 4].map(() => t.app.ordersSweeper.sweep(when)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    expect(await variantStock(t.db, variantId)).toBe(30);
    const releases = await t.db.select().from(stockMovements).where(eq(stockMovements.reason, 'release'));
    expect(releases.filter((movement) => movement.variantId === variantId)).toHaveLength(30);
    const rows = await t.db.select().from(orders).where(inArray(orders.id, ids));
    expect(rows.every((order) => order.status === 'cancelled')).toBe(true);
  }, 60_000);
});
