import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, promotions } from '../../db/schema/index.js';
import { caller, createPromotion, freshCode, shopWithProduct, signedIn } from '../../test/promotions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { PROMOTION_MESSAGES } from '../../../shared/promotion-schemas.js';

describe.each(TEST_DRIVERS)('platform codes and the admins\' promotions on %s', (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    call = caller(t);
    admin = await signedIn(t.db, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const body = (input: Record<string, unknown> = {}) => ({ code: freshCode('PLAT'), kind: 'percent', value: 10, ...input });
  const auditOf = (id: number) => t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'promotion'), eq(auditLog.entityId, id))).orderBy(auditLog.id);

  it('is for admins only: visitors 401, shoppers and sellers 403', async () => {
    const shopper = await signedIn(t.db);
    const shop = await shopWithProduct(t.db);
    const row = await createPromotion(t.db, { code: freshCode('PLAT') });
    for (const [method, url, payload] of [
      ['GET', '/api/admin/promotions', undefined], ['POST', '/api/admin/promotions', body()],
      ['PUT', `/api/admin/promotions/${row.id}`, body()], ['DELETE', `/api/admin/promotions/${row.id}`, undefined],
    ] as const) {
      expect((await call(method, url, null, payload)).statusCode).toBe(401);
      expectError(await call(method, url, shopper.cookie, payload), 403, 'Administrators only');
      expectError(await call(method, url, shop.ownerCookie, payload), 403, 'Administrators only');
    }
    expect(await t.db.select().from(promotions).where(eq(promotions.id, row.id))).toHaveLength(1);
  });

  it('creates a platform code on chosen shops, audited; unknown shops or products are 422 and write nothing', async () => {
    const a = await shopWithProduct(t.db);
    const b = await shopWithProduct(t.db);
    const created = await call('POST', '/api/admin/promotions', admin.cookie, body({ code: 'Launch', kind: 'fixed', value: '5', sellerIds: [a.seller.id, b.seller.id], usageLimit: 10 }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'Launch', fundedBy: 'platform', sellerId: null, businessName: null, kind: 'fixed', value: '5.00', sellerIds: [a.seller.id, b.seller.id], usageLimit: 10, state: 'active',
    });
    const [row] = await t.db.select().from(promotions).where(eq(promotions.id, created.json().id));
    expect(row!.createdBy).toBe(admin.user.id);
    const audit = await auditOf(row!.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'promotion.create', actorId: admin.user.id, after: { code: 'Launch', sellerId: null, value: '5.00', sellerIds: [a.seller.id, b.seller.id] } });

    const before = (await t.db.select().from(auditLog)).length;
    expectError(await call('POST', '/api/admin/promotions', admin.cookie, body({ sellerIds: [a.seller.id, 999_999] })), 422, PROMOTION_MESSAGES.unknownShop);
    expectError(await call('POST', '/api/admin/promotions', admin.cookie, body({ productIds: [999_999] })), 422, PROMOTION_MESSAGES.unknownProduct);
    expectError(await call('POST', '/api/admin/promotions', admin.cookie, body({ sellerIds: [] })), 400, PROMOTION_MESSAGES.unknownShop);
    expect((await t.db.select().from(auditLog)).length).toBe(before);
  });

  it('keeps platform codes unique in any case (409), apart from shops\' codes', async () => {
    const shop = await shopWithProduct(t.db);
    await createPromotion(t.db, { sellerId: shop.seller.id, code: 'FRIENDS' });
    expect((await call('POST', '/api/admin/promotions', admin.cookie, body({ code: 'friends' }))).statusCode).toBe(201);
    expectError(await call('POST', '/api/admin/promotions', admin.cookie, body({ code: 'Friends' })), 409, PROMOTION_MESSAGES.codeTaken);
  });

  it('lists platform and shop codes newest first, by owner, with the shop name, a page at a time', async () => {
    const shop = await shopWithProduct(t.db, { businessName: 'List Shop' });
    const shopCode = await createPromotion(t.db, { sellerId: shop.seller.id, code: 'LISTSHOP' });
    const platformCode = await createPromotion(t.db, { code: 'LISTPLATFORM' });

    const all = await call('GET', '/api/admin/promotions?pageSize=2', admin.cookie);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().promotions.map((p: { id: number }) => p.id)).toEqual([platformCode.id, shopCode.id]);
    expect(Number(all.headers['x-total-count'])).toBe((await t.db.select().from(promotions)).length);
    expect(all.json().promotions[1]).toMatchObject({ fundedBy: 'seller', sellerId: shop.seller.id, businessName: 'List Shop' });

    const shops = (await call('GET', '/api/admin/promotions?owner=shops&pageSize=100', admin.cookie)).json().promotions;
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.every((p: { sellerId: number | null }) => p.sellerId !== null)).toBe(true);
    const platform = (await call('GET', '/api/admin/promotions?owner=platform&pageSize=100', admin.cookie)).json().promotions;
    expect(platform.every((p: { sellerId: number | null; businessName: string | null }) => p.sellerId === null && p.businessName === null)).toBe(true);
    expect(platform.map((p: { id: number }) => p.id)).toContain(platformCode.id);

    const found = await call('GET', '/api/admin/promotions?search=list%20shop', admin.cookie);
    expect(found.json().promotions.map((p: { id: number }) => p.id)).toEqual([shopCode.id]);
    expect((await call('GET', '/api/admin/promotions?page=2&pageSize=1', admin.cookie)).json().promotions).toHaveLength(1);
    expectError(await call('GET', '/api/admin/promotions?owner=everyone', admin.cookie), 400, 'Owner must be one of platform, shops, all');
  });

  it("changes a shop's code, which keeps its shop and its products, audited before and after", async () => {
    const shop = await shopWithProduct(t.db, { businessName: 'Edited Shop' });
    const other = await shopWithProduct(t.db);
    const row = await createPromotion(t.db, { sellerId: shop.seller.id, code: 'EDITME', usedCount: 2, usageLimit: 5 });
    const updated = await call('PUT', `/api/admin/promotions/${row.id}`, admin.cookie, { code: 'EDITED', kind: 'percent', value: '20', productIds: [shop.product.id], usageLimit: 4 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ code: 'EDITED', fundedBy: 'seller', sellerId: shop.seller.id, businessName: 'Edited Shop', value: '20.00', usedCount: 2, usageLimit: 4 });
    const audit = await auditOf(row.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'promotion.update', actorId: admin.user.id, before: { code: 'EDITME', value: '10.00', usageLimit: 5 }, after: { code: 'EDITED', value: '20.00', usageLimit: 4, sellerId: shop.seller.id },
    });

    expectError(await call('PUT', `/api/admin/promotions/${row.id}`, admin.cookie, body({ sellerIds: [other.seller.id] })), 422, PROMOTION_MESSAGES.shopCodeScope);
    expectError(await call('PUT', `/api/admin/promotions/${row.id}`, admin.cookie, body({ productIds: [other.product.id] })), 422, PROMOTION_MESSAGES.notThisShopsProduct);
    expectError(await call('PUT', `/api/admin/promotions/${row.id}`, admin.cookie, body({ usageLimit: 1 })), 422, PROMOTION_MESSAGES.usageLimitBelowUses(2));
    expect(await auditOf(row.id)).toHaveLength(1);
    // The audit trail names the promotion by its code.
    const trail = await call('GET', `/api/admin/audit?entityType=promotion&entityId=${row.id}`, admin.cookie);
    expect(trail.json()).toMatchObject([{ action: 'promotion.update', entityName: 'EDITED' }]);
  });

  it('changes a platform code, and deletes any promotion with an audit row; unknown ids are 404', async () => {
    const shop = await shopWithProduct(t.db);
    const platformCode = await createPromotion(t.db, { code: freshCode('PLAT') });
    const updated = await call('PUT', `/api/admin/promotions/${platformCode.id}`, admin.cookie, body({ sellerIds: [shop.seller.id] }));
    expect(updated.json()).toMatchObject({ fundedBy: 'platform', sellerIds: [shop.seller.id] });

    const shopCode = await createPromotion(t.db, { sellerId: shop.seller.id, code: 'DELETEME' });
    for (const id of [platformCode.id, shopCode.id]) {
      expect((await call('DELETE', `/api/admin/promotions/${id}`, admin.cookie)).statusCode).toBe(204);
      expect(await t.db.select().from(promotions).where(eq(promotions.id, id))).toEqual([]);
      expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'promotion.delete', actorId: admin.user.id, after: null });
    }
    expect((await auditOf(shopCode.id))[0]!.before).toMatchObject({ code: 'DELETEME', sellerId: shop.seller.id });
    expectError(await call('DELETE', `/api/admin/promotions/${shopCode.id}`, admin.cookie), 404, PROMOTION_MESSAGES.notFound);
    expectError(await call('PUT', '/api/admin/promotions/999999', admin.cookie, body()), 404, PROMOTION_MESSAGES.notFound);
  });
});
