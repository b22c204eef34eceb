import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, notifications } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES } from '../../../shared/notification-schemas.js';
import { notificationsOf, shopper } from '../../test/notifications.js';
import { insertNotification } from './notifications.repo.js';

describe.each(TEST_DRIVERS)('the notification centre and preferences on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (cookie: string, url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
  const put = (cookie: string, url: string, payload: unknown) => t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: payload as object });

  /** `count` price drops for the shopper, the later ones updated later. */
  async function drops(userId: number, count: number, from = 0) {
    for (let i = from; i < from + count; i++) {
      await insertNotification(t.db, {
        userId, kind: 'price_drop', groupKey: `price:test-${userId}-${i}`, productId: 1000 + i,
        data: { productName: `Tee ${i}`, oldPrice: '40.00', newPrice: '30.00' },
      });
    }
    const rows = await notificationsOf(t.db, userId);
    // One moment per entry, in id order, so the newest-first order is known.
    for (const [index, row] of rows.entries()) {
      await t.db.update(notifications).set({ updatedAt: new Date(Date.UTC(2026, 0, 1, 0, index)) }).where(eq(notifications.id, row.id));
    }
    return rows;
  }

  it('lists a shopper\'s own entries newest first, paged, in words, with the unread count', async () => {
    const maya = await shopper(t.db);
    const sam = await shopper(t.db, { firstName: 'Sam' });
    const mine = await drops(maya.user.id, 5);
    await drops(sam.user.id, 2, 100);

    const first = await get(maya.cookie, '/api/account/notifications?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const page = first.json();
    expect(page).toMatchObject({ page: 1, limit: 2, total: 5, totalPages: 3, unread: 5 });
    expect(page.items.map((item: { id: number }) => item.id)).toEqual([mine[4]!.id, mine[3]!.id]);
    expect(page.items[0]).toMatchObject({
      kind: 'price_drop', title: 'Price drop: Tee 4', body: 'Now $30.00, was $40.00.', link: '/product/1004', read: false,
    });
    const last = (await get(maya.cookie, '/api/account/notifications?page=3&limit=2')).json();
    expect(last.items.map((item: { id: number }) => item.id)).toEqual([mine[0]!.id]);
    // A bad page or limit falls back to the defaults rather than failing.
    const fallback = (await get(maya.cookie, '/api/account/notifications?page=x&limit=9999')).json();
    expect(fallback).toMatchObject({ page: 1, limit: NOTIFICATION_LIMITS.notificationsPageSize });
  });

  it('marks some, then all, read: only the caller\'s own, ids of others ignored without a word', async () => {
    const maya = await shopper(t.db);
    const sam = await shopper(t.db, { firstName: 'Sam' });
    const mine = await drops(maya.user.id, 3);
    const theirs = await drops(sam.user.id, 2, 200);

    const some = await post(maya.cookie, '/api/account/notifications/read', { ids: [mine[0]!.id, theirs[0]!.id, 999_999] });
    expect(some.statusCode, some.body).toBe(200);
    expect(some.json()).toEqual({ unread: 2 });
    expect((await get(sam.cookie, '/api/account/notifications/unread-count')).json()).toEqual({ unread: 2 });
    expect((await notificationsOf(t.db, sam.user.id)).every((row) => row.readAt === null)).toBe(true);

    const listed = (await get(maya.cookie, '/api/account/notifications')).json();
    expect(listed.items.map((item: { id: number; read: boolean }) => [item.id, item.read])).toEqual([
      [mine[2]!.id, false], [mine[1]!.id, false], [mine[0]!.id, true],
    ]);
    // Another shopper's entries never show in the caller's list.
    expect(listed.items.some((item: { id: number }) => theirs.some((row) => row.id === item.id))).toBe(false);

    expect((await post(maya.cookie, '/api/account/notifications/read', { all: true })).json()).toEqual({ unread: 0 });
    expect((await get(maya.cookie, '/api/account/notifications/unread-count')).json()).toEqual({ unread: 0 });
    expect((await get(sam.cookie, '/api/account/notifications/unread-count')).json()).toEqual({ unread: 2 });
  });

  it('counts unread no further than the cap plus one', async () => {
    const maya = await shopper(t.db);
    await drops(maya.user.id, NOTIFICATION_LIMITS.unreadCountCap + 5);
    expect((await get(maya.cookie, '/api/account/notifications/unread-count')).json()).toEqual({ unread: NOTIFICATION_LIMITS.unreadCountCap + 1 });
    expect((await get(maya.cookie, '/api/account/notifications?limit=1')).json()).toMatchObject({ total: NOTIFICATION_LIMITS.unreadCountCap + 5, unread: NOTIFICATION_LIMITS.unreadCountCap + 1 });
  });

  it('refuses a visitor (401) and a mark-read body that names nothing or too much (400, the shared words)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/notifications/unread-count' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/notifications/read', payload: { all: true } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/notification-preferences' })).statusCode).toBe(401);
    const maya = await shopper(t.db);
    for (const body of [{}, { ids: [] }, { all: false }, { ids: Array.from({ length: NOTIFICATION_LIMITS.markReadMax + 1 }, (_, i) => i + 1) }, { ids: ['x'] }]) {
      const response = await post(maya.cookie, '/api/account/notifications/read', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(NOTIFICATION_MESSAGES.markReadInvalid);
    }
  });

  it('answers every default until a switch changes, then keeps the rest: a row only once something changed', async () => {
    const maya = await shopper(t.db);
    const rowOf = async () => (await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, maya.user.id)))[0];
    expect((await get(maya.cookie, '/api/account/notification-preferences')).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    // Setting what already is writes nothing.
    const same = await put(maya.cookie, '/api/account/notification-preferences', { price_drop: { email: true } });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(await rowOf()).toBeUndefined();

    const changed = await put(maya.cookie, '/api/account/notification-preferences', { price_drop: { email: false }, new_from_shop: { inApp: false } });
    expect(changed.json()).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES, price_drop: { inApp: true, email: false }, new_from_shop: { inApp: false, email: true },
    });
    // A later partial change leaves the earlier ones.
    const later = await put(maya.cookie, '/api/account/notification-preferences', { order_update: { email: false } });
    expect(later.json()).toEqual({
      back_in_stock: { inApp: true, email: true }, price_drop: { inApp: true, email: false },
      new_from_shop: { inApp: false, email: true }, order_update: { inApp: true, email: false }, message: { inApp: true, email: true },
    });
    expect((await get(maya.cookie, '/api/account/notification-preferences')).json()).toEqual(later.json());
    expect(await rowOf()).toMatchObject({ priceDropEmail: false, newFromShopInApp: false, orderUpdateEmail: false, backInStockEmail: true });

    // Another shopper's stay the defaults.
    const sam = await shopper(t.db, { firstName: 'Sam' });
    expect((await get(sam.cookie, '/api/account/notification-preferences')).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect((await put(maya.cookie, '/api/account/notification-preferences', { price_drop: { email: 'no' } })).statusCode).toBe(400);
  });
});
