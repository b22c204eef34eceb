import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSeller } from '../../seed/factories.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

const photo = (name: string) => `https://images.example.com/${name}.webp`;

describe.each(TEST_DRIVERS)('image order and the sale rule (%s)', (driver) => {
  let t: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp(driver);
    categoryId = (await createCategory(t.db)).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the images in the order the seller sends: the first is the main one', async () => {
    const seller = await createSeller(t.db);
    const cookie = await sessionCookieFor(t.db, seller.userId);
    const created = await t.app.inject({
      method: 'POST', url: '/api/products', headers: { cookie },
      payload: { name: 'Order Tee', price: '20.00', categoryId, images: [photo('a'), photo('b'), photo('c')], sizes: ['M'], colors: ['Black'], stock: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const reordered = await t.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: { cookie }, payload: { images: [photo('c'), photo('a'), photo('b')] } });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: { cookie } });
    expect(read.json().images).toEqual([photo('c'), photo('a'), photo('b')]);
  });

  it('lists under sale=true exactly the products On sale, whatever their original price', async () => {
    const seller = await createSeller(t.db);
    const onSale = await createProduct(t.db, { categoryId, sellerId: seller.id, name: 'Switched On', price: '20.00', originalPrice: '25.00', isOnSale: true });
    const noOriginal = await createProduct(t.db, { categoryId, sellerId: seller.id, name: 'On Without Original', price: '20.00', isOnSale: true });
    await createProduct(t.db, { categoryId, sellerId: seller.id, name: 'Original Only', price: '20.00', originalPrice: '25.00', isOnSale: false });
    const sale = await t.app.inject({ method: 'GET', url: `/api/products?seller=${seller.id}&sale=true` });
    expect(sale.statusCode, sale.body).toBe(200);
    expect((sale.json() as { id: number }[]).map((product) => product.id).sort()).toEqual([onSale.id, noOriginal.id].sort());
  });
});
