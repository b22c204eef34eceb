import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { anotherProduct, caller, hideShop, insertFollows, shopper, shopWithProduct, takeDown } from './follows-test-helpers.js';

describe.each(TEST_DRIVERS)('the feed of followed shops on %s', (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    call = caller(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pages the newest listed products of the followed shops only, created_at then id descending', async () => {
    const a = await shopper(t.db);
    const b = await shopper(t.db);
    const first = await shopWithProduct(t.db);
    const second = await shopWithProduct(t.db);
    const unfollowed = await shopWithProduct(t.db);
    const closed = await shopWithProduct(t.db);
    await insertFollows(t.db, first.seller.id, [a.user.id]);
    await insertFollows(t.db, second.seller.id, [a.user.id]);
    await insertFollows(t.db, closed.seller.id, [a.user.id]);
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const tie = at(5);
    const p1 = await anotherProduct(t.db, first, { createdAt: at(30) });
    const p2 = await anotherProduct(t.db, second, { createdAt: at(20) });
    const p3 = await anotherProduct(t.db, first, { createdAt: tie });
    const p4 = await anotherProduct(t.db, second, { createdAt: tie });
    const gone = await anotherProduct(t.db, first, { createdAt: at(1) });
    await anotherProduct(t.db, unfollowed, { createdAt: at(2) });
    await anotherProduct(t.db, closed, { createdAt: at(3) });
    await takeDown(t.db, gone.id);
    await hideShop(t.db, closed.seller.id);

    // Newest first; the shops' first products (from shopWithProduct) are the newest of all: now.
    const all = (await call('GET', '/api/account/feed?limit=50', a.cookie)).json();
    const expected = [
      ...[first.product, second.product].sort((x, y) => +y.createdAt - +x.createdAt || y.id - x.id).map((p) => p.id),
      ...[p3, p4].sort((x, y) => y.id - x.id).map((p) => p.id), p2.id, p1.id,
    ];
    expect(all.items.map((p: { id: number }) => p.id)).toEqual(expected);
    expect(all).toMatchObject({ page: 1, limit: 50, total: 6, totalPages: 1 });
    expect(Object.keys(all.items[0])).not.toContain('variants');

    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push((await call('GET', `/api/account/feed?page=${page}&limit=2`, a.cookie)).json());
    expect(pages.flatMap((page) => page.items.map((p: { id: number }) => p.id))).toEqual(expected);
    expect(pages[0]).toMatchObject({ total: 6, totalPages: 3 });
    expect((await call('GET', '/api/account/feed?page=4&limit=2', a.cookie)).json().items).toEqual([]);

    expect((await call('GET', '/api/account/feed', b.cookie)).json()).toEqual({ items: [], page: 1, limit: 24, total: 0, totalPages: 0 });
  });
});
