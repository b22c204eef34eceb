import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, promotions } from '../../db/schema/index.js';
import { createCategory, createProduct, createSeller } from '../../seed/factories.js';
import { caller, createPromotion, freshCode, shopWithProduct, signedIn } from '../../test/promotions.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { PROMOTION_MESSAGES } from '../../../shared/promotion-schemas.js';

describe.each(TEST_DRIVERS)('a shop\'s promotions on %s', (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    call = caller(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const body = (input: Record<string, unknown> = {}) => ({ code: freshCode('SHOP'), kind: 'percent', value: 15, ...input });

  it('is for approved shops only: visitors 401, shoppers 403, a shop not approved 403', async () => {
    const visitor = await call('GET', '/api/seller/promotions', null);
    expect(visitor.statusCode).toBe(401);
    expect((await call('POST', '/api/seller/promotions', null, body())).statusCode).toBe(401);
    const shopper = await signedIn(t.db);
    expectError(await call('GET', '/api/seller/promotions', shopper.cookie), 403, 'Sellers only');
    expectError(await call('POST', '/api/seller/promotions', shopper.cookie, body()), 403, 'Sellers only');
    const pending = await createSeller(t.db, { status: 'pending' });
    const pendingCookie = await sessionCookieFor(t.db, pending.userId);
    expectError(await call('GET', '/api/seller/promotions', pendingCookie), 403, PROMOTION_MESSAGES.shopNotApproved);
    expectError(await call('POST', '/api/seller/promotions', pendingCookie, body()), 403, PROMOTION_MESSAGES.shopNotApproved);
    expect(await t.db.select().from(promotions).where(eq(promotions.sellerId, pending.id))).toHaveLength(0);
  });

  it('creates a code with every field, and lists its own newest first with a derived state', async () => {
    const shop = await shopWithProduct(t.db, { businessName: 'Drop Yard' });
    const created = await call('POST', '/api/seller/promotions', shop.ownerCookie, {
      code: 'Summer-15', kind: 'percent', value: '12.5', minSubtotal: '40', startsAt: '2026-01-01T00:00:00Z', endsAt: '2099-01-01T00:00:00Z',
      usageLimit: 100, perCustomerLimit: 1, productIds: [shop.product.id, shop.product.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'Summer-15', fundedBy: 'seller', sellerId: shop.seller.id, businessName: 'Drop Yard', kind: 'percent', value: '12.50',
      minSubtotal: '40.00', startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2099-01-01T00:00:00.000Z', usageLimit: 100, perCustomerLimit: 1,
      usedCount: 0, productIds: [shop.product.id], sellerIds: null, state: 'active',
    });
    const fixed = await call('POST', '/api/seller/promotions', shop.ownerCookie, { code: 'five', kind: 'fixed', value: 5 });
    expect(fixed.json()).toMatchObject({ kind: 'fixed', value: '5.00', minSubtotal: null, startsAt: null, endsAt: null, usageLimit: null, productIds: null });

    const later = await createPromotion(t.db, { sellerId: shop.seller.id, code: 'LATER', startsAt: new Date(Date.now() + 86_400_000) });
    const over = await createPromotion(t.db, { sellerId: shop.seller.id, code: 'OVER', endsAt: new Date(Date.now() - 1000) });
    const gone = await createPromotion(t.db, { sellerId: shop.seller.id, code: 'GONE', usageLimit: 2, usedCount: 2 });
    const other = await shopWithProduct(t.db);
    await createPromotion(t.db, { sellerId: other.seller.id, code: 'NOTMINE' });

    const list = await call('GET', '/api/seller/promotions', shop.ownerCookie);
    expect(list.statusCode, list.body).toBe(200);
    const states = list.json().promotions.map((p: { id: number; code: string; state: string }) => [p.code, p.state]);
    expect(states).toEqual([['GONE', 'used_up'], ['OVER', 'expired'], ['LATER', 'scheduled'], ['five', 'active'], ['Summer-15', 'active']]);
    expect(list.json().promotions.map((p: { id: number }) => p.id)).toEqual([gone.id, over.id, later.id, fixed.json().id, created.json().id]);
  });

  it('lists its own codes a page at a time, newest first, with the count of all in X-Total-Count', async () => {
    const shop = await shopWithProduct(t.db);
    const other = await shopWithProduct(t.db);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await createPromotion(t.db, { sellerId: shop.seller.id, code: `PAGE${i}`, createdAt: new Date(Date.now() - (5 - i) * 60_000) })).id);
    }
    await createPromotion(t.db, { sellerId: other.seller.id, code: 'THEIRS' });

    const pages = await Promise.all(['pageSize=2', 'page=2&pageSize=2', 'page=3&pageSize=2', 'page=4&pageSize=2', ''].map((query) =>
      call('GET', `/api/seller/promotions?${query}`, shop.ownerCookie)));
    expect(pages.map((page) => page.headers['x-total-count'])).toEqual(['5', '5', '5', '5', '5']);
    expect(pages.map((page) => page.json().promotions.map((p: { id: number }) => p.id)))
      .toEqual([[ids[4], ids[3]], [ids[2], ids[1]], [ids[0]], [], [...ids].reverse()]);

    for (const [query, message] of [
      ['page=0', 'Page must be at least 1'], ['page=abc', 'Page must be a whole number'],
      ['pageSize=0', 'Page size must be at least 1'], ['pageSize=101', 'Page size must be at most 100'],
    ]) {
      expectError(await call('GET', `/api/seller/promotions?${query}`, shop.ownerCookie), 400, message!);
    }
  });

  it('says what is wrong with an input, in the shared words', async () => {
    const shop = await shopWithProduct(t.db);
    const refused = async (input: Record<string, unknown>, message: string) =>
      expectError(await call('POST', '/api/seller/promotions', shop.ownerCookie, body(input)), 400, message);
    await refused({ code: 'ab' }, PROMOTION_MESSAGES.code);
    await refused({ code: 'two words' }, PROMOTION_MESSAGES.code);
    await refused({ kind: 'bogo' }, PROMOTION_MESSAGES.kind);
    await refused({ value: 150 }, PROMOTION_MESSAGES.percentValue);
    await refused({ value: 0 }, PROMOTION_MESSAGES.percentValue);
    await refused({ kind: 'fixed', value: '5.999' }, PROMOTION_MESSAGES.fixedValue);
    await refused({ minSubtotal: '1,200' }, PROMOTION_MESSAGES.minSubtotal);
    await refused({ startsAt: 'tomorrow' }, PROMOTION_MESSAGES.date);
    await refused({ startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }, PROMOTION_MESSAGES.window);
    await refused({ usageLimit: 0 }, PROMOTION_MESSAGES.usageLimit);
    await refused({ perCustomerLimit: 1.5 }, PROMOTION_MESSAGES.usageLimit);
    await refused({ productIds: [] }, PROMOTION_MESSAGES.saleProducts);
    expect(await t.db.select().from(promotions).where(eq(promotions.sellerId, shop.seller.id))).toHaveLength(0);
  });

  it("refuses another shop's products, and products that do not exist (422)", async () => {
    const shop = await shopWithProduct(t.db);
    const other = await shopWithProduct(t.db);
    expectError(await call('POST', '/api/seller/promotions', shop.ownerCookie, body({ productIds: [shop.product.id, other.product.id] })), 422, PROMOTION_MESSAGES.notYourProduct);
    expectError(await call('POST', '/api/seller/promotions', shop.ownerCookie, body({ productIds: [999_999] })), 422, PROMOTION_MESSAGES.notYourProduct);
    const own = await call('POST', '/api/seller/promotions', shop.ownerCookie, body());
    expectError(await call('PUT', `/api/seller/promotions/${own.json().id}`, shop.ownerCookie, body({ productIds: [other.product.id] })), 422, PROMOTION_MESSAGES.notYourProduct);
    expect((await call('GET', '/api/seller/promotions', shop.ownerCookie)).json().promotions).toHaveLength(1);
  });

  it('keeps codes unique per shop whatever their case (409); two shops may share one', async () => {
    const shop = await shopWithProduct(t.db);
    const other = await shopWithProduct(t.db);
    expect((await call('POST', '/api/seller/promotions', shop.ownerCookie, body({ code: 'Welcome' }))).statusCode).toBe(201);
    expectError(await call('POST', '/api/seller/promotions', shop.ownerCookie, body({ code: 'WELCOME' })), 409, PROMOTION_MESSAGES.codeTaken);
    expectError(await call('POST', '/api/seller/promotions', shop.ownerCookie, body({ code: ' welcome ' })), 409, PROMOTION_MESSAGES.codeTaken);
    expect((await call('POST', '/api/seller/promotions', other.ownerCookie, body({ code: 'welcome' }))).statusCode).toBe(201);
    // Renaming onto a taken code is refused too.
    const second = await call('POST', '/api/seller/promotions', shop.ownerCookie, body({ code: 'SECOND' }));
    expectError(await call('PUT', `/api/seller/promotions/${second.json().id}`, shop.ownerCookie, body({ code: 'wElCoMe' })), 409, PROMOTION_MESSAGES.codeTaken);
    expect((await call('GET', `/api/seller/promotions`, shop.ownerCookie)).json().promotions.map((p: { code: string }) => p.code)).toEqual(['SECOND', 'Welcome']);
  });

  it('replaces the whole promotion on PUT but keeps its uses; a limit below them is 422', async () => {
    const shop = await shopWithProduct(t.db);
    const row = await createPromotion(t.db, {
      sellerId: shop.seller.id, code: 'KEEPUSES', usageLimit: 10, usedCount: 3, minSubtotal: '20.00', productIds: [shop.product.id],
    });
    const updated = await call('PUT', `/api/seller/promotions/${row.id}`, shop.ownerCookie, { code: 'KeepUses', kind: 'fixed', value: '7.5', usageLimit: 3 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      id: row.id, code: 'KeepUses', kind: 'fixed', value: '7.50', minSubtotal: null, productIds: null, usageLimit: 3, usedCount: 3, state: 'used_up',
    });
    expectError(await call('PUT', `/api/seller/promotions/${row.id}`, shop.ownerCookie, body({ usageLimit: 2 })), 422, PROMOTION_MESSAGES.usageLimitBelowUses(3));
    const [stored] = await t.db.select().from(promotions).where(eq(promotions.id, row.id));
    expect(stored).toMatchObject({ code: 'KeepUses', usageLimit: 3, usedCount: 3 });
  });

  it("answers 404 for another shop's promotion and for one that does not exist, and changes nothing", async () => {
    const shop = await shopWithProduct(t.db);
    const other = await shopWithProduct(t.db);
    const theirs = await createPromotion(t.db, { sellerId: other.seller.id, code: 'THEIRS' });
    const platform = await createPromotion(t.db, { code: freshCode('PLAT') });
    for (const id of [theirs.id, platform.id, 999_999]) {
      expectError(await call('PUT', `/api/seller/promotions/${id}`, shop.ownerCookie, body()), 404, PROMOTION_MESSAGES.notFound);
      expectError(await call('DELETE', `/api/seller/promotions/${id}`, shop.ownerCookie), 404, PROMOTION_MESSAGES.notFound);
    }
    const [still] = await t.db.select().from(promotions).where(eq(promotions.id, theirs.id));
    expect(still!.code).toBe('THEIRS');
    expect((await call('PUT', `/api/seller/promotions/${theirs.id}`, null, body())).statusCode).toBe(401);
  });

  it('deletes its own promotion (204, then 404), and writes no audit row for a shop acting on its own', async () => {
    const shop = await shopWithProduct(t.db);
    const created = await call('POST', '/api/seller/promotions', shop.ownerCookie, body());
    const id = created.json().id;
    expect((await call('DELETE', `/api/seller/promotions/${id}`, shop.ownerCookie)).statusCode).toBe(204);
    expectError(await call('DELETE', `/api/seller/promotions/${id}`, shop.ownerCookie), 404, PROMOTION_MESSAGES.notFound);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, id))).toEqual([]);
  });

  it('lets an admin who owns a shop run its codes like any shop', async () => {
    const admin = await signedIn(t.db, 'admin');
    const categoryId = (await createCategory(t.db)).id;
    const seller = await createSeller(t.db, { userId: admin.user.id });
    await createProduct(t.db, { categoryId, sellerId: seller.id });
    expect((await call('POST', '/api/seller/promotions', admin.cookie, body())).statusCode).toBe(201);
  });
});
