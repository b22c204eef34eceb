import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellers, shopFollows, users } from '../../db/schema/index.js';
import { createSeller } from '../../seed/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES } from '../../../shared/notification-schemas.js';
import { caller, followerCount, hideShop, insertFollows, shopper, shopWithProduct } from './follows-test-helpers.js';

describe.each(TEST_DRIVERS)('following shops on %s', (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    call = caller(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const followsOf = (userId: number) => t.db.select().from(shopFollows).where(eq(shopFollows.userId, userId));

  it('follows once: a second PUT keeps one row and the same count; DELETE twice is fine', async () => {
    const shop = await shopWithProduct(t.db);
    const a = await shopper(t.db);
    const b = await shopper(t.db);
    const first = await call('PUT', `/api/account/following/${shop.seller.id}`, a.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ sellerId: shop.seller.id, following: true, followersCount: 1 });
    expect((await call('PUT', `/api/account/following/${shop.seller.id}`, a.cookie)).json()).toEqual({ sellerId: shop.seller.id, following: true, followersCount: 1 });
    expect(await followsOf(a.user.id)).toHaveLength(1);
    expect((await call('PUT', `/api/account/following/${shop.seller.id}`, b.cookie)).json().followersCount).toBe(2);
    expect(await followerCount(t.db, shop.seller.id)).toBe(2);

    expect((await call('DELETE', `/api/account/following/${shop.seller.id}`, a.cookie)).json()).toEqual({ sellerId: shop.seller.id, following: false, followersCount: 1 });
    expect((await call('DELETE', `/api/account/following/${shop.seller.id}`, a.cookie)).json()).toEqual({ sellerId: shop.seller.id, following: false, followersCount: 1 });
    expect(await followsOf(a.user.id)).toHaveLength(0);
  });

  it('refuses unknown, hidden, unapproved shops and shops of deactivated owners with 404, and the own shop', async () => {
    const a = await shopper(t.db);
    expectError(await call('PUT', '/api/account/following/999999', a.cookie), 404, NOTIFICATION_MESSAGES.shopNotFound);
    const hidden = await shopWithProduct(t.db);
    await hideShop(t.db, hidden.seller.id);
    expectError(await call('PUT', `/api/account/following/${hidden.seller.id}`, a.cookie), 404, NOTIFICATION_MESSAGES.shopNotFound);
    const pending = await createSeller(t.db, { status: 'pending' });
    expectError(await call('PUT', `/api/account/following/${pending.id}`, a.cookie), 404, NOTIFICATION_MESSAGES.shopNotFound);
    const deactivated = await shopWithProduct(t.db);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.owner.id));
    expectError(await call('PUT', `/api/account/following/${deactivated.seller.id}`, a.cookie), 404, NOTIFICATION_MESSAGES.shopNotFound);
    expect(await followsOf(a.user.id)).toHaveLength(0);

    const own = await shopWithProduct(t.db);
    expectError(await call('PUT', `/api/account/following/${own.seller.id}`, own.ownerCookie), 409, NOTIFICATION_MESSAGES.ownShopFollow);
    expect(await followerCount(t.db, own.seller.id)).toBe(0);
  });

  it(`stops at ${NOTIFICATION_LIMITS.maxFollows} follows (409)`, async () => {
    const a = await shopper(t.db);
    // The real cap, reached by rows written straight in (one owner per shop).
    const owners = await t.db.insert(users).values(Array.from({ length: NOTIFICATION_LIMITS.maxFollows }, (_, i) => ({
      username: `cap_${a.user.id}_${i}`, email: `cap_${a.user.id}_${i}@example.com`, password: 'unused', role: 'seller' as const,
    }))).returning({ id: users.id });
    const shops = await t.db.insert(sellers).values(owners.map((owner) => ({
      userId: owner.id, businessName: `Cap shop ${owner.id}`, businessNameKey: `cap shop ${owner.id}`, status: 'approved' as const, isActive: true,
    }))).returning({ id: sellers.id });
    await t.db.insert(shopFollows).values(shops.map((shop) => ({ userId: a.user.id, sellerId: shop.id })));
    const next = await shopWithProduct(t.db);
    expectError(await call('PUT', `/api/account/following/${next.seller.id}`, a.cookie), 409, NOTIFICATION_MESSAGES.tooManyFollows);
    expect((await call('PUT', `/api/account/following/${shops[0]!.id}`, a.cookie)).statusCode).toBe(200);
    await call('DELETE', `/api/account/following/${shops[0]!.id}`, a.cookie);
    expect((await call('PUT', `/api/account/following/${next.seller.id}`, a.cookie)).json()).toMatchObject({ following: true, followersCount: 1 });
  });

  it('lists followed public shops newest first, in the public shape; a hidden one is left out', async () => {
    const a = await shopper(t.db);
    const b = await shopper(t.db);
    const older = await shopWithProduct(t.db, { businessName: `Older ${a.user.id}` });
    const newer = await shopWithProduct(t.db, { businessName: `Newer ${a.user.id}` });
    const closed = await shopWithProduct(t.db);
    await insertFollows(t.db, older.seller.id, [a.user.id], new Date(Date.now() - 60_000));
    await insertFollows(t.db, closed.seller.id, [a.user.id], new Date(Date.now() - 30_000));
    await insertFollows(t.db, newer.seller.id, [a.user.id, b.user.id]);
    await hideShop(t.db, closed.seller.id);

    const page = (await call('GET', '/api/account/following?limit=1', a.cookie)).json();
    expect(page).toMatchObject({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect(page.items[0].shop).toMatchObject({ id: newer.seller.id, businessName: `Newer ${a.user.id}`, followersCount: 2, productCount: 1 });
    expect(Object.keys(page.items[0].shop)).not.toContain('email');
    expect(typeof page.items[0].followedAt).toBe('string');
    expect((await call('GET', '/api/account/following?page=2&limit=1', a.cookie)).json().items[0].shop.id).toBe(older.seller.id);
    expect((await call('GET', '/api/account/following/ids', a.cookie)).json().sellerIds).toEqual([newer.seller.id, closed.seller.id, older.seller.id]);
    expect((await call('GET', '/api/account/following', b.cookie)).json().items.map((item: { shop: { id: number } }) => item.shop.id)).toEqual([newer.seller.id]);

    // Unfollowing a shop that closed still works.
    expect((await call('DELETE', `/api/account/following/${closed.seller.id}`, a.cookie)).json().following).toBe(false);
  });

  it("still opens a followed shop's own page, with the real count, for its follower and for visitors", async () => {
    const shop = await shopWithProduct(t.db);
    const a = await shopper(t.db);
    await call('PUT', `/api/account/following/${shop.seller.id}`, a.cookie);
    for (const cookie of [a.cookie, null]) {
      const page = await call('GET', `/api/sellers/${shop.seller.id}`, cookie);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({ id: shop.seller.id, followersCount: 1 });
    }
  });
});
