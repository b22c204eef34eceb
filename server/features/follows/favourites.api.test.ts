import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites, products } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { setVariantStock } from '../../test/notifications.js';
import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES } from '../../../shared/notification-schemas.js';
import { anotherProduct, bulkProducts, caller, hideShop, insertFavourite, shopper, shopWithProduct, takeDown } from './follows-test-helpers.js';

describe.each(TEST_DRIVERS)('favourites on %s', (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    call = caller(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const rowsOf = (userId: number) => t.db.select().from(favourites).where(eq(favourites.userId, userId));

  it('answers 401 to visitors on every call', async () => {
    const shop = await shopWithProduct(t.db);
    for (const [method, url] of [
      ['GET', '/api/account/favourites'], ['GET', '/api/account/favourites/ids'], ['PUT', `/api/account/favourites/${shop.product.id}`],
      ['DELETE', `/api/account/favourites/${shop.product.id}`], ['GET', '/api/account/following'], ['GET', '/api/account/following/ids'],
      ['PUT', `/api/account/following/${shop.seller.id}`], ['DELETE', `/api/account/following/${shop.seller.id}`],
      ['GET', '/api/account/stock-alerts'], ['PUT', `/api/account/stock-alerts/${shop.product.id}`],
      ['DELETE', `/api/account/stock-alerts/${shop.product.id}?size=S&color=Black`], ['GET', '/api/account/feed'],
    ] as const) expect((await call(method, url, null, method === 'PUT' ? { size: 'S', color: 'Black' } : undefined)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('saves once: a second PUT keeps the first price and date, and may switch price alerts', async () => {
    const shop = await shopWithProduct(t.db, { price: '40.00' });
    const a = await shopper(t.db);
    const first = await call('PUT', `/api/account/favourites/${shop.product.id}`, a.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ productId: shop.product.id, favourite: true, priceAlerts: true });
    const [saved] = await rowsOf(a.user.id);
    expect(saved).toMatchObject({ savedPrice: '40.00', alertPrice: '40.00', savedInStock: true, priceAlerts: true });

    await t.db.update(products).set({ price: '45.00' }).where(eq(products.id, shop.product.id));
    const again = await call('PUT', `/api/account/favourites/${shop.product.id}`, a.cookie);
    expect(again.json()).toEqual({ productId: shop.product.id, favourite: true, priceAlerts: true });
    const off = await call('PUT', `/api/account/favourites/${shop.product.id}`, a.cookie, { priceAlerts: false });
    expect(off.json()).toEqual({ productId: shop.product.id, favourite: true, priceAlerts: false });
    // A PUT without a body (a second tap) does not switch them back on.
    expect((await call('PUT', `/api/account/favourites/${shop.product.id}`, a.cookie)).json().priceAlerts).toBe(false);
    const rows = await rowsOf(a.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ savedPrice: '40.00', alertPrice: '40.00', priceAlerts: false, createdAt: saved!.createdAt });
    expect((await call('GET', '/api/account/favourites/ids', a.cookie)).json()).toEqual({ productIds: [shop.product.id] });

    const removed = await call('DELETE', `/api/account/favourites/${shop.product.id}`, a.cookie);
    expect(removed.json()).toEqual({ productId: shop.product.id, favourite: false, priceAlerts: false });
    expect((await call('DELETE', `/api/account/favourites/${shop.product.id}`, a.cookie)).statusCode).toBe(200);
    expect(await rowsOf(a.user.id)).toHaveLength(0);
  });

  it('refuses unknown, taken-down and hidden-shop products with 404, but lets an unlisted favourite go', async () => {
    const a = await shopper(t.db);
    expectError(await call('PUT', '/api/account/favourites/999999', a.cookie), 404, NOTIFICATION_MESSAGES.productNotFound);
    expect((await call('PUT', '/api/account/favourites/abc', a.cookie)).statusCode).toBe(400);

    const taken = await shopWithProduct(t.db);
    await insertFavourite(t.db, { userId: a.user.id, productId: taken.product.id, price: '30.00' });
    await takeDown(t.db, taken.product.id);
    expectError(await call('PUT', `/api/account/favourites/${taken.product.id}`, a.cookie), 404, NOTIFICATION_MESSAGES.productNotFound);
    const hidden = await shopWithProduct(t.db);
    await hideShop(t.db, hidden.seller.id);
    expectError(await call('PUT', `/api/account/favourites/${hidden.product.id}`, a.cookie), 404, NOTIFICATION_MESSAGES.productNotFound);
    expect(await rowsOf(a.user.id)).toHaveLength(1);

    expect((await call('DELETE', `/api/account/favourites/${taken.product.id}`, a.cookie)).json().favourite).toBe(false);
    expect(await rowsOf(a.user.id)).toHaveLength(0);
  });

  it(`stops at ${NOTIFICATION_LIMITS.maxFavourites} favourites (409), and saving one already saved still answers 200`, async () => {
    const shop = await shopWithProduct(t.db);
    const a = await shopper(t.db);
    // The real cap, reached by rows written straight in rather than 1,000 requests.
    const saved = await bulkProducts(t.db, shop, NOTIFICATION_LIMITS.maxFavourites);
    await t.db.insert(favourites).values(saved.map((id) => ({ userId: a.user.id, productId: id, savedPrice: '25.00', alertPrice: '25.00', savedInStock: true })));
    expectError(await call('PUT', `/api/account/favourites/${shop.product.id}`, a.cookie), 409, NOTIFICATION_MESSAGES.tooManyFavourites);
    expect((await call('PUT', `/api/account/favourites/${saved[0]}`, a.cookie)).statusCode).toBe(200);
    await call('DELETE', `/api/account/favourites/${saved[0]}`, a.cookie);
    expect((await call('PUT', `/api/account/favourites/${shop.product.id}`, a.cookie)).statusCode).toBe(200);
    expect(await rowsOf(a.user.id)).toHaveLength(NOTIFICATION_LIMITS.maxFavourites);
  });

  it('pages newest first and says what changed since each was saved; another shopper sees only their own', async () => {
    const shop = await shopWithProduct(t.db, { price: '40.00' });
    const a = await shopper(t.db);
    const b = await shopper(t.db);
    const cheaper = await anotherProduct(t.db, shop, { price: '50.00', name: 'Cheaper hoodie' });
    const restocked = await anotherProduct(t.db, shop, { name: 'Restocked cap' });
    const soldOut = await anotherProduct(t.db, shop, { name: 'Sold-out tee' });
    const gone = await anotherProduct(t.db, shop, { name: 'Taken-down jacket' });
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await insertFavourite(t.db, { userId: a.user.id, productId: shop.product.id, price: '40.00', createdAt: at(50) });
    await insertFavourite(t.db, { userId: a.user.id, productId: cheaper.id, price: '50.00', createdAt: at(40) });
    await insertFavourite(t.db, { userId: a.user.id, productId: restocked.id, price: '25.00', inStock: false, createdAt: at(30) });
    await insertFavourite(t.db, { userId: a.user.id, productId: soldOut.id, price: '25.00', createdAt: at(20) });
    await insertFavourite(t.db, { userId: a.user.id, productId: gone.id, price: '25.00', createdAt: at(10) });
    await insertFavourite(t.db, { userId: b.user.id, productId: cheaper.id, price: '50.00' });
    await t.db.update(products).set({ price: '39.99' }).where(eq(products.id, cheaper.id));
    await setVariantStock(t.db, soldOut.id, 'S', 'Black', 0);
    await takeDown(t.db, gone.id);

    const first = await call('GET', '/api/account/favourites?limit=3', a.cookie);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ page: 1, limit: 3, total: 5, totalPages: 2 });
    expect(page.items.map((item: { productId: number }) => item.productId)).toEqual([gone.id, soldOut.id, restocked.id]);
    expect(page.items[0]).toMatchObject({ product: null, name: 'Taken-down jacket', changes: ['unavailable'], savedPrice: '25.00' });
    expect(page.items[1]).toMatchObject({ name: 'Sold-out tee', changes: ['sold_out'], product: { id: soldOut.id, stock: 0 } });
    expect(page.items[2]).toMatchObject({ changes: ['back_in_stock'], product: { id: restocked.id, name: 'Restocked cap' } });
    // The storefront's summary: no take-down fields, no variants.
    expect(Object.keys(page.items[2].product)).not.toContain('takenDownAt');
    expect(Object.keys(page.items[2].product)).not.toContain('variants');

    const second = (await call('GET', '/api/account/favourites?page=2&limit=3', a.cookie)).json();
    expect(second.items.map((item: { productId: number; changes: string[] }) => [item.productId, item.changes]))
      .toEqual([[cheaper.id, ['price_lower']], [shop.product.id, []]]);
    expect(second.items[0].product.price).toBe('39.99');

    const theirs = (await call('GET', '/api/account/favourites', b.cookie)).json();
    expect(theirs.items.map((item: { productId: number }) => item.productId)).toEqual([cheaper.id]);
    expect((await call('GET', '/api/account/favourites/ids', b.cookie)).json()).toEqual({ productIds: [cheaper.id] });
  });
});
