import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { PROMOTION_MESSAGES, type ScheduledSaleReply } from '../../../shared/promotion-schemas.js';
import {
  inMinutes, postSale, productSaleFields, putSale, saleStatus, shopWithProducts,
} from './scheduled-sales-test-helpers.js';

describe.each(TEST_DRIVERS)('scheduled sales, the shop\'s side, on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(driver); });
  afterAll(async () => { await t?.close(); });

  const window = (fromMinutes: number, toMinutes: number) => ({ startsAt: inMinutes(fromMinutes).toISOString(), endsAt: inMinutes(toMinutes).toISOString() });

  it('only a shop, and only its own sales', async () => {
    const shop = await shopWithProducts(t.db, [{ price: '19.99' }]);
    const other = await shopWithProducts(t.db, [{ price: '10.00' }]);
    const shopper = await sessionCookieFor(t.db, (await createUser(t.db)).id);

    expect((await t.app.inject({ method: 'GET', url: '/api/seller/sales' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/seller/sales', headers: { cookie: shopper } })).statusCode).toBe(403);
    expect((await postSale(t.app, shopper, { percent: 10, productIds: [shop.products[0]!.id], ...window(10, 60) })).statusCode).toBe(403);

    const created = await postSale(t.app, shop.cookie, { name: 'Drop week', percent: 15, productIds: [shop.products[0]!.id], ...window(10, 60) });
    expect(created.statusCode, created.body).toBe(201);
    const sale = created.json() as ScheduledSaleReply;
    expect(sale).toMatchObject({ name: 'Drop week', percent: 15, status: 'scheduled' });
    // 19.99 × 0.85 = 16.9915: half up to the cent.
    expect(sale.products).toEqual([{ id: shop.products[0]!.id, name: shop.products[0]!.name, price: '19.99', salePrice: '16.99' }]);

    const mine = await t.app.inject({ method: 'GET', url: '/api/seller/sales', headers: { cookie: shop.cookie } });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((mine.json() as { sales: ScheduledSaleReply[] }).sales.map((s) => s.id)).toEqual([sale.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/seller/sales', headers: { cookie: other.cookie } })).json()).toEqual({ sales: [] });

    // Another shop's sale is no sale at all.
    const theirs = await putSale(t.app, other.cookie, sale.id, { percent: 50, productIds: [other.products[0]!.id], ...window(10, 60) });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: PROMOTION_MESSAGES.saleNotFound });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/seller/sales/${sale.id}`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await saleStatus(t.db, sale.id))?.status).toBe('scheduled');
  });

  it('lists the shop\'s sales a page at a time, latest start first, with the count of all in X-Total-Count', async () => {
    const shop = await shopWithProducts(t.db, [{ price: '20.00' }, { price: '30.00' }]);
    const other = await shopWithProducts(t.db, [{ price: '10.00' }]);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await postSale(t.app, shop.cookie, { name: `Weekend ${i}`, percent: 10 + i, productIds: shop.products.map((p) => p.id), ...window(10 + i * 100, 60 + i * 100) });
      expect(created.statusCode, created.body).toBe(201);
      ids.push((created.json() as ScheduledSaleReply).id);
    }
    expect((await postSale(t.app, other.cookie, { percent: 10, productIds: [other.products[0]!.id], ...window(10, 60) })).statusCode).toBe(201);

    const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/seller/sales?${query}`, headers: { cookie: shop.cookie } });
    const pages = await Promise.all(['pageSize=2', 'page=2&pageSize=2', 'page=3&pageSize=2', 'page=4&pageSize=2', ''].map(list));
    expect(pages.map((page) => page.headers['x-total-count'])).toEqual(['5', '5', '5', '5', '5']);
    const idsOf = (page: (typeof pages)[number]) => (page.json() as { sales: ScheduledSaleReply[] }).sales.map((sale) => sale.id);
    expect(pages.map(idsOf)).toEqual([[ids[4], ids[3]], [ids[2], ids[1]], [ids[0]], [], [...ids].reverse()]);
    // Each sale on a page comes with its own products.
    for (const sale of (pages[1]!.json() as { sales: ScheduledSaleReply[] }).sales) {
      expect(sale.products.map((product) => product.id).sort()).toEqual(shop.products.map((product) => product.id).sort());
    }

    for (const [query, message] of [
      ['page=0', 'Page must be at least 1'], ['page=abc', 'Page must be a whole number'],
      ['pageSize=0', 'Page size must be at least 1'], ['pageSize=101', 'Page size must be at most 100'],
    ]) {
      const refused = await list(query!);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.body, query).toContain(message);
    }
  });

  it('refuses what is not a plan: bad fields, another shop\'s product, a start in the past', async () => {
    const shop = await shopWithProducts(t.db, [{ price: '40.00' }]);
    const other = await shopWithProducts(t.db, [{ price: '10.00' }]);
    const id = shop.products[0]!.id;
    const send = (body: Record<string, unknown>) => postSale(t.app, shop.cookie, { percent: 20, productIds: [id], ...window(10, 60), ...body });

    for (const [body, message] of [
      [{ percent: 0 }, PROMOTION_MESSAGES.salePercent],
      [{ percent: 91 }, PROMOTION_MESSAGES.salePercent],
      [{ percent: 12.5 }, PROMOTION_MESSAGES.salePercent],
      [{ productIds: [] }, PROMOTION_MESSAGES.saleProducts],
      [{ startsAt: 'tomorrow' }, PROMOTION_MESSAGES.date],
      [{ ...window(60, 10) }, PROMOTION_MESSAGES.window],
    ] as const) {
      const reply = await send(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json()).toEqual({ message: message });
    }

    for (const productIds of [[id, other.products[0]!.id], [2_000_000_000]]) {
      const reply = await send({ productIds });
      expect(reply.statusCode).toBe(422);
      expect(reply.json()).toEqual({ message: PROMOTION_MESSAGES.notYourProduct });
    }

    const past = await send({ ...window(-2, 60) });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toEqual({ message: PROMOTION_MESSAGES.saleStartPast });
    // Half a minute behind is the seller's clock, not the past.
    const slack = await send({ ...window(-0.5, 60) });
    expect(slack.statusCode, slack.body).toBe(201);
    expect((slack.json() as ScheduledSaleReply).name).toBe('Sale');
  });

  it('a product is in one scheduled or live sale at a time', async () => {
    const shop = await shopWithProducts(t.db, [{ price: '30.00' }, { price: '50.00' }]);
    const hoodie = shop.products[0]!;
    const tee = shop.products[1]!;
    const first = await postSale(t.app, shop.cookie, { name: 'Spring', percent: 10, productIds: [hoodie.id], ...window(100, 200) });
    expect(first.statusCode).toBe(201);

    const overlap = await postSale(t.app, shop.cookie, { name: 'Flash', percent: 30, productIds: [tee.id, hoodie.id], ...window(150, 250) });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({ message: PROMOTION_MESSAGES.saleOverlap(`${hoodie.name} (Spring)`) });

    // Back to back is no overlap; another product at the same time neither.
    const after = await postSale(t.app, shop.cookie, { name: 'Summer', percent: 30, productIds: [hoodie.id, tee.id], ...{ startsAt: inMinutes(200).toISOString(), endsAt: inMinutes(300).toISOString() } });
    expect(after.statusCode, after.body).toBe(201);

    // A sale does not overlap itself; moving it onto another one does.
    const firstId = (first.json() as ScheduledSaleReply).id;
    const moved = await putSale(t.app, shop.cookie, firstId, { name: 'Spring', percent: 15, productIds: [hoodie.id], ...window(110, 190) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ percent: 15, products: [{ id: hoodie.id, price: '30.00', salePrice: '25.50' }] });
    const onto = await putSale(t.app, shop.cookie, firstId, { name: 'Spring', percent: 15, productIds: [hoodie.id], ...window(110, 201) });
    expect(onto.statusCode).toBe(409);
    expect(onto.json()).toEqual({ message: PROMOTION_MESSAGES.saleOverlap(`${hoodie.name} (Summer)`) });

    // A deleted sale holds nothing.
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/seller/sales/${firstId}`, headers: { cookie: shop.cookie } });
    expect(deleted.statusCode).toBe(204);
    expect(await saleStatus(t.db, firstId)).toBeNull();
    expect((await postSale(t.app, shop.cookie, { percent: 5, productIds: [hoodie.id], ...window(100, 190) })).statusCode).toBe(201);
  });

  it('a live sale may only move its end; an ended one is history', async () => {
    const shop = await shopWithProducts(t.db, [{ price: '80.00' }, { price: '20.00' }]);
    const jacket = shop.products[0]!;
    const cap = shop.products[1]!;
    const plan = { name: 'Live one', percent: 25, productIds: [jacket.id], ...window(30, 90) };
    const sale = (await postSale(t.app, shop.cookie, plan)).json() as ScheduledSaleReply;
    const { started } = await t.app.scheduledSalesSweeper.sweep(new Date(new Date(sale.startsAt).getTime() + 1));
    expect(started).toBeGreaterThanOrEqual(1);
    expect(await productSaleFields(t.db, jacket.id)).toEqual({ price: '60.00', originalPrice: '80.00', isOnSale: true });

    for (const change of [{ percent: 30 }, { name: 'Renamed' }, { productIds: [jacket.id, cap.id] }, { startsAt: inMinutes(31).toISOString() }]) {
      const reply = await putSale(t.app, shop.cookie, sale.id, { ...plan, ...change });
      expect(reply.statusCode, JSON.stringify(change)).toBe(409);
      expect(reply.json()).toEqual({ message: PROMOTION_MESSAGES.saleLiveEdit });
    }
    const newEnd = inMinutes(120).toISOString();
    const longer = await putSale(t.app, shop.cookie, sale.id, { ...plan, startsAt: sale.startsAt, endsAt: newEnd });
    expect(longer.statusCode, longer.body).toBe(200);
    // The reply keeps the list price before the sale, not the sale price the product shows now.
    expect(longer.json()).toMatchObject({ status: 'live', endsAt: newEnd, products: [{ id: jacket.id, price: '80.00', salePrice: '60.00' }] });

    // Deleting a live sale ends it now, prices back, and keeps it ended.
    const ended = await t.app.inject({ method: 'DELETE', url: `/api/seller/sales/${sale.id}`, headers: { cookie: shop.cookie } });
    expect(ended.statusCode).toBe(204);
    expect(await productSaleFields(t.db, jacket.id)).toEqual({ price: '80.00', originalPrice: null, isOnSale: false });
    const listed = ((await t.app.inject({ method: 'GET', url: '/api/seller/sales', headers: { cookie: shop.cookie } })).json() as { sales: ScheduledSaleReply[] })
      .sales.find((s) => s.id === sale.id)!;
    expect(listed).toMatchObject({ status: 'ended', products: [{ price: '80.00', salePrice: '60.00' }] });

    const edit = await putSale(t.app, shop.cookie, sale.id, { ...plan, startsAt: sale.startsAt });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ message: PROMOTION_MESSAGES.saleEnded });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/seller/sales/${sale.id}`, headers: { cookie: shop.cookie } })).statusCode).toBe(204);
    expect(await saleStatus(t.db, sale.id)).toBeNull();
  });
});
