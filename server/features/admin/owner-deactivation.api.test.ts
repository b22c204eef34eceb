import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createProduct, createSeller, createUser } from '../../seed/factories.js';
import { products, sellers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { caller, signedInAdmin } from './admin-test-helpers.js';
import { createAdminUsersService } from './admin-users.service.js';

/**
 * docs/decisions/014: deactivating a user hides their shop and its products from shoppers within
 * the request (SQL, read model and reply cache alike), and reactivating lists again exactly what
 * that hid. Every read below comes right after the admin's reply, with no polling: "at once".
 */
describe.each(TEST_DRIVERS)('deactivating a shop owner on %s', (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp(driver);
    call = caller(t);
    admin = await signedInAdmin(t);
    categoryId = (await createCategory(t.db, { name: 'Outerwear', slug: 'outerwear' })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const visitor = (url: string) => t.app.inject({ method: 'GET', url });
  const ids = async (url: string) => ((await visitor(url)).json() as Array<{ id: number }>).map((row) => row.id);
  const setUserActive = (userId: number, isActive: boolean) =>
    call(admin.cookie, { method: 'PATCH', url: `/api/admin/users/${userId}`, payload: { isActive } });

  /** Everything a shopper could reach of this shop and product. */
  async function shopperSees(shopId: number, productId: number) {
    return {
      product: (await visitor(`/api/products/${productId}`)).statusCode,
      inShopList: (await ids(`/api/products?seller=${shopId}&pageSize=100`)).includes(productId),
      inSearch: (await ids('/api/products?search=zorblax&pageSize=100')).includes(productId),
      inCatalogue: (await ids('/api/products?category=outerwear&pageSize=100')).includes(productId),
      shopPage: (await visitor(`/api/sellers/${shopId}`)).statusCode,
      inDirectory: (await ids('/api/sellers?search=Zorblax&pageSize=100')).includes(shopId),
      featured: (await ids('/api/sellers?featured=true')).includes(shopId),
    };
  }
  const everywhere = { product: 200, inShopList: true, inSearch: true, inCatalogue: true, shopPage: 200, inDirectory: true, featured: true };
  const nowhere = { product: 404, inShopList: false, inSearch: false, inCatalogue: false, shopPage: 404, inDirectory: false, featured: false };

  it('hides the shop and its products within the request, and reactivating brings back exactly them', async () => {
    const shop = await createSeller(t.db, { businessName: 'Zorblax Outfitters', rating: '5.00', totalReviews: 900 });
    const listed = await createProduct(t.db, {
      categoryId, sellerId: shop.id, name: 'Zorblax Shell Jacket', isFeatured: true, sizes: ['M'], colors: ['Black'], variantStock: 5,
    });
    const paused = await createProduct(t.db, { categoryId, sellerId: shop.id, name: 'Zorblax Paused Parka', isActive: false });
    await t.app.catalogReadModel?.sync();
    // Twice: the reply cache stores a reply the second time it is asked for.
    expect(await shopperSees(shop.id, listed.id)).toEqual(everywhere);
    expect(await shopperSees(shop.id, listed.id)).toEqual(everywhere);
    expect((await visitor(`/api/products/${paused.id}`)).statusCode).toBe(404);
    const shopper = await sessionCookieFor(t.db, (await createUser(t.db)).id);
    const added = await call(shopper, { method: 'POST', url: '/api/cart', payload: { productId: listed.id, size: 'M', color: 'Black' } });
    expect(added.statusCode, added.body).toBe(201);
    const cartLine = async () => (await call(shopper, { method: 'GET', url: '/api/cart' })).json()[0];

    const off = await setUserActive(shop.userId, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(await shopperSees(shop.id, listed.id)).toEqual(nowhere);
    // The shopper's cart keeps the line, marked unavailable, until the shop is back.
    expect(await cartLine()).toMatchObject({ productId: listed.id, product: { isAvailable: false } });

    // Nothing of the shop's own state was rewritten: the owner's switch alone hides it.
    const [sellerRow] = await t.db.select().from(sellers).where(eq(sellers.id, shop.id));
    expect(sellerRow).toMatchObject({ isActive: true, status: 'approved', deactivatedAt: null });
    const rows = await t.db.select().from(products).where(inArray(products.id, [listed.id, paused.id])).orderBy(products.id);
    expect(rows.map((row) => [row.isActive, row.isListed])).toEqual([[true, false], [false, false]]);

    const on = await setUserActive(shop.userId, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(await shopperSees(shop.id, listed.id)).toEqual(everywhere);
    expect(await cartLine()).toMatchObject({ productId: listed.id, product: { isAvailable: true } });
    // The product its seller had paused stays paused.
    expect((await visitor(`/api/products/${paused.id}`)).statusCode).toBe(404);
    expect(await ids(`/api/products?seller=${shop.id}&pageSize=100`)).toEqual([listed.id]);
  });

  it('keeps hidden what an admin hid on its own: a deactivated shop and a taken-down product', async () => {
    const shop = await createSeller(t.db, { businessName: 'Zorblax Two' });
    const product = await createProduct(t.db, { categoryId, sellerId: shop.id, name: 'Zorblax Duffel Coat' });
    const takenDown = await createProduct(t.db, { categoryId, sellerId: shop.id, name: 'Zorblax Bootleg Coat' });
    const down = await call(admin.cookie, {
      method: 'PATCH', url: `/api/admin/products/${takenDown.id}`, payload: { isActive: false, reason: 'Counterfeit logo' },
    });
    expect(down.statusCode, down.body).toBe(200);

    expect((await setUserActive(shop.userId, false)).statusCode).toBe(200);
    expect((await call(admin.cookie, { method: 'PATCH', url: `/api/admin/sellers/${shop.id}`, payload: { isActive: false } })).statusCode).toBe(200);
    expect((await setUserActive(shop.userId, true)).statusCode).toBe(200);
    // The shop stays off until an admin switches it on again.
    expect((await visitor(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await visitor(`/api/sellers/${shop.id}`)).statusCode).toBe(404);

    expect((await call(admin.cookie, { method: 'PATCH', url: `/api/admin/sellers/${shop.id}`, payload: { isActive: true } })).statusCode).toBe(200);
    expect((await visitor(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await visitor(`/api/products/${takenDown.id}`)).statusCode).toBe(404);
  });

  it("clears this instance's catalogue caches before answering, whatever the notification's timing, and only on a change", async () => {
    const invalidate = vi.fn();
    const service = createAdminUsersService({ db: t.db, catalog: { invalidate } });
    const shop = await createSeller(t.db);
    const actor = { id: admin.admin.id, username: admin.admin.username, ip: '127.0.0.1' };
    await service.setActive(actor, shop.userId, false);
    expect(invalidate).toHaveBeenCalledTimes(1);
    await service.setActive(actor, shop.userId, false);
    expect(invalidate).toHaveBeenCalledTimes(1);
    await service.setActive(actor, shop.userId, true);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
