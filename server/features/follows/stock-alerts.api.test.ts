import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockAlerts } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { setVariantStock } from '../../test/notifications.js';
import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES } from '../../../shared/notification-schemas.js';
import { bulkProducts, caller, hideShop, shopper, shopWithProduct, takeDown } from './follows-test-helpers.js';

describe.each(TEST_DRIVERS)('stock alerts on %s', (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    call = caller(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const alertsOf = (userId: number) => t.db.select().from(stockAlerts).where(eq(stockAlerts.userId, userId));

  it('waits once for a sold-out size and colour, spelled as the product spells it; DELETE by body or query', async () => {
    const shop = await shopWithProduct(t.db);
    const a = await shopper(t.db);
    await setVariantStock(t.db, shop.product.id, 'M', 'Black', 0);
    const url = `/api/account/stock-alerts/${shop.product.id}`;
    const first = await call('PUT', url, a.cookie, { size: 'm', color: 'black' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ productId: shop.product.id, size: 'M', color: 'Black', waiting: true });
    expect((await call('PUT', url, a.cookie, { size: 'M', color: 'Black' })).statusCode).toBe(200);
    const rows = await alertsOf(a.user.id);
    expect(rows.map((row) => [row.productId, row.size, row.color])).toEqual([[shop.product.id, 'M', 'Black']]);

    const list = (await call('GET', '/api/account/stock-alerts', a.cookie)).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ productId: shop.product.id, size: 'M', color: 'Black', name: shop.product.name, product: { id: shop.product.id } });
    expect((await call('GET', '/api/account/stock-alerts', (await shopper(t.db)).cookie)).json()).toEqual({ items: [] });

    expect((await call('DELETE', url, a.cookie, { size: 'M', color: 'Black' })).json()).toEqual({ productId: shop.product.id, size: 'M', color: 'Black', waiting: false });
    expect(await alertsOf(a.user.id)).toHaveLength(0);
    await call('PUT', url, a.cookie, { size: 'M', color: 'Black' });
    expect((await call('DELETE', `${url}?size=M&color=Black`, a.cookie)).json().waiting).toBe(false);
    expect(await alertsOf(a.user.id)).toHaveLength(0);
    expect((await call('DELETE', `${url}?size=M&color=Black`, a.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', url, a.cookie)).statusCode).toBe(400);
  });

  it('refuses a size in stock (409), an unknown variant or product, a taken-down product and a hidden shop (404)', async () => {
    const shop = await shopWithProduct(t.db);
    const a = await shopper(t.db);
    const url = `/api/account/stock-alerts/${shop.product.id}`;
    expectError(await call('PUT', url, a.cookie, { size: 'S', color: 'Black' }), 409, NOTIFICATION_MESSAGES.variantInStock);
    expectError(await call('PUT', url, a.cookie, { size: 'XL', color: 'Black' }), 404, NOTIFICATION_MESSAGES.variantNotFound);
    expectError(await call('PUT', url, a.cookie, { size: 'S', color: 'Pink' }), 404, NOTIFICATION_MESSAGES.variantNotFound);
    expectError(await call('PUT', '/api/account/stock-alerts/999999', a.cookie, { size: 'S', color: 'Black' }), 404, NOTIFICATION_MESSAGES.productNotFound);
    expect((await call('PUT', url, a.cookie, { size: '', color: 'Black' })).statusCode).toBe(400);

    await setVariantStock(t.db, shop.product.id, 'S', 'Black', 0);
    await takeDown(t.db, shop.product.id);
    expectError(await call('PUT', url, a.cookie, { size: 'S', color: 'Black' }), 404, NOTIFICATION_MESSAGES.productNotFound);
    const hidden = await shopWithProduct(t.db);
    await setVariantStock(t.db, hidden.product.id, 'S', 'Black', 0);
    await hideShop(t.db, hidden.seller.id);
    expectError(await call('PUT', `/api/account/stock-alerts/${hidden.product.id}`, a.cookie, { size: 'S', color: 'Black' }), 404, NOTIFICATION_MESSAGES.productNotFound);
    expect(await alertsOf(a.user.id)).toHaveLength(0);
  });

  it(`stops at ${NOTIFICATION_LIMITS.maxStockAlerts} waiting alerts (409)`, async () => {
    const shop = await shopWithProduct(t.db);
    const a = await shopper(t.db);
    const ids = await bulkProducts(t.db, shop, NOTIFICATION_LIMITS.maxStockAlerts);
    await t.db.insert(stockAlerts).values(ids.map((productId) => ({ userId: a.user.id, productId, size: 'S', color: 'Black' })));
    await setVariantStock(t.db, shop.product.id, 'S', 'Black', 0);
    const url = `/api/account/stock-alerts/${shop.product.id}`;
    expectError(await call('PUT', url, a.cookie, { size: 'S', color: 'Black' }), 409, NOTIFICATION_MESSAGES.tooManyStockAlerts);
    await call('DELETE', `/api/account/stock-alerts/${ids[0]}`, a.cookie, { size: 'S', color: 'Black' });
    expect((await call('PUT', url, a.cookie, { size: 'S', color: 'Black' })).statusCode).toBe(200);
    expect(await alertsOf(a.user.id)).toHaveLength(NOTIFICATION_LIMITS.maxStockAlerts);
  });
});
