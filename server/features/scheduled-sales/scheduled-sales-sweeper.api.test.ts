import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledSales } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import type { ScheduledSaleReply } from '../../../shared/promotion-schemas.js';
import { createScheduledSalesSweeper } from './scheduled-sales-sweeper.js';
import {
  inMinutes, postSale, productSaleFields, rememberedOf, saleStatus, shopWithProducts,
} from './scheduled-sales-test-helpers.js';

const quiet = { error: () => undefined };
const noCaches = { invalidate: () => undefined };

describe.each(TEST_DRIVERS)('the scheduled-sale sweeper on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(driver); });
  afterAll(async () => { await t?.close(); });

  /** A sale of this shop's products, planned through the API; answers it and the moments just past its start and end. */
  async function plannedSale(cookie: string, productIds: number[], percent: number, fromMinutes = 30, toMinutes = 90) {
    const reply = await postSale(t.app, cookie, { percent, productIds, startsAt: inMinutes(fromMinutes).toISOString(), endsAt: inMinutes(toMinutes).toISOString() });
    expect(reply.statusCode, reply.body).toBe(201);
    const sale = reply.json() as ScheduledSaleReply;
    return { sale, started: new Date(Date.parse(sale.startsAt) + 1), ended: new Date(Date.parse(sale.endsAt) + 1) };
  }

  it('starts a sale on time, remembers each product, and puts every one back at the end', async () => {
    const shop = await shopWithProducts(t.db, [{ price: '40.00' }, { price: '30.00', originalPrice: '50.00', isOnSale: true }]);
    const plain = shop.products[0]!;
    const marked = shop.products[1]!;
    const { sale, started, ended } = await plannedSale(shop.cookie, [plain.id, marked.id], 25);

    // Not yet: a millisecond before its start nothing moves.
    await t.app.scheduledSalesSweeper.sweep(new Date(started.getTime() - 2));
    expect((await saleStatus(t.db, sale.id))?.status).toBe('scheduled');
    expect(await productSaleFields(t.db, plain.id)).toEqual({ price: '40.00', originalPrice: null, isOnSale: false });

    expect((await t.app.scheduledSalesSweeper.sweep(started)).started).toBe(1);
    expect((await saleStatus(t.db, sale.id))?.status).toBe('live');
    expect(await productSaleFields(t.db, plain.id)).toEqual({ price: '30.00', originalPrice: '40.00', isOnSale: true });
    expect(await productSaleFields(t.db, marked.id)).toEqual({ price: '22.50', originalPrice: '30.00', isOnSale: true });
    expect((await rememberedOf(t.db, sale.id)).map(({ priceBefore, originalPriceBefore, onSaleBefore, salePrice }) => ({ priceBefore, originalPriceBefore, onSaleBefore, salePrice })))
      .toEqual([
        { priceBefore: '40.00', originalPriceBefore: null, onSaleBefore: false, salePrice: '30.00' },
        { priceBefore: '30.00', originalPriceBefore: '50.00', onSaleBefore: true, salePrice: '22.50' },
      ]);
    // A second look changes nothing.
    expect(await t.app.scheduledSalesSweeper.sweep(started)).toMatchObject({ started: 0, ended: 0 });
    expect(await productSaleFields(t.db, plain.id)).toEqual({ price: '30.00', originalPrice: '40.00', isOnSale: true });

    expect((await t.app.scheduledSalesSweeper.sweep(ended)).ended).toBe(1);
    expect((await saleStatus(t.db, sale.id))?.status).toBe('ended');
    expect(await productSaleFields(t.db, plain.id)).toEqual({ price: '40.00', originalPrice: null, isOnSale: false });
    expect(await productSaleFields(t.db, marked.id)).toEqual({ price: '30.00', originalPrice: '50.00', isOnSale: true });
  });

  it('leaves a price the seller changed by hand during the sale, and skips a product deleted meanwhile', async () => {
    const shop = await shopWithProducts(t.db, [{ price: '60.00' }, { price: '24.00' }, { price: '10.00' }]);
    const edited = shop.products[0]!;
    const untouched = shop.products[1]!;
    const deleted = shop.products[2]!;
    const { sale, started, ended } = await plannedSale(shop.cookie, [edited.id, untouched.id, deleted.id], 50);
    await t.app.scheduledSalesSweeper.sweep(started);
    expect(await productSaleFields(t.db, edited.id)).toEqual({ price: '30.00', originalPrice: '60.00', isOnSale: true });

    // The seller's own edit, through the product form's route.
    const edit = await t.app.inject({ method: 'PUT', url: `/api/products/${edited.id}`, headers: { cookie: shop.cookie }, payload: { price: '45.00' } });
    expect(edit.statusCode, edit.body).toBe(200);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/products/${deleted.id}`, headers: { cookie: shop.cookie } });
    expect(removed.statusCode, removed.body).toBe(204);

    expect((await t.app.scheduledSalesSweeper.sweep(ended)).ended).toBe(1);
    expect(await productSaleFields(t.db, edited.id)).toEqual({ price: '45.00', originalPrice: '60.00', isOnSale: true });
    expect(await productSaleFields(t.db, untouched.id)).toEqual({ price: '24.00', originalPrice: null, isOnSale: false });
    expect(await productSaleFields(t.db, deleted.id)).toBeNull();
    expect((await saleStatus(t.db, sale.id))?.status).toBe('ended');
  });

  it('two sweepers at the same moment apply each start and each end exactly once', async () => {
    const shop = await shopWithProducts(t.db, Array.from({ length: 24 }, (_, i) => ({ price: `${20 + i}.00` })));
    const sales = [];
    for (let i = 0; i < 12; i++) {
      sales.push(await plannedSale(shop.cookie, [shop.products[2 * i]!.id, shop.products[2 * i + 1]!.id], 10 + i, 40, 100));
    }
    const a = createScheduledSalesSweeper({ db: t.db, catalogWrites: noCaches, log: quiet });
    const b = createScheduledSalesSweeper({ db: t.db, catalogWrites: noCaches, log: quiet });
    // The last planned starts and ends last.
    const { started, ended } = sales.at(-1)!;

    const starts = await Promise.all([a.sweep(started), b.sweep(started), a.sweep(started), b.sweep(started)]);
    expect(starts.reduce((sum, run) => sum + run.started, 0)).toBe(12);
    for (const [i, { sale }] of sales.entries()) {
      for (const [k, line] of sale.products.entries()) {
        // Started twice, the second start would take the percent off the sale price and remember the sale price.
        expect(await productSaleFields(t.db, line.id)).toEqual({ price: line.salePrice, originalPrice: `${20 + 2 * i + k}.00`, isOnSale: true });
      }
      expect((await rememberedOf(t.db, sale.id)).map((row) => row.priceBefore)).toEqual(sale.products.map((line) => line.price));
    }

    const ends = await Promise.all([a.sweep(ended), b.sweep(ended), a.sweep(ended), b.sweep(ended)]);
    expect(ends.reduce((sum, run) => sum + run.ended, 0)).toBe(12);
    for (const product of shop.products) {
      expect(await productSaleFields(t.db, product.id)).toEqual({ price: product.price, originalPrice: null, isOnSale: false });
    }
  });

  it.runIf(driver === 'postgres')('a seller\'s edit holding the sale row makes the sweeper wait, then see the new start', async () => {
    const shop = await shopWithProducts(t.db, [{ price: '70.00' }]);
    const { sale, started } = await plannedSale(shop.cookie, [shop.products[0]!.id], 20);
    let sweptAt = 0;
    let committedAt = 0;
    let sweeping: Promise<{ started: number }> | null = null;
    await t.db.transaction(async (tx) => {
      await tx.select().from(scheduledSales).where(eq(scheduledSales.id, sale.id)).for('update');
      sweeping = t.app.scheduledSalesSweeper.sweep(started).then((result) => { sweptAt = Date.now(); return result; });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.update(scheduledSales).set({ startsAt: inMinutes(60) }).where(eq(scheduledSales.id, sale.id));
      committedAt = Date.now();
    });
    expect((await sweeping!).started).toBe(0);
    expect(sweptAt).toBeGreaterThanOrEqual(committedAt);
    expect((await saleStatus(t.db, sale.id))?.status).toBe('scheduled');
    expect(await productSaleFields(t.db, shop.products[0]!.id)).toEqual({ price: '70.00', originalPrice: null, isOnSale: false });
  });
});
