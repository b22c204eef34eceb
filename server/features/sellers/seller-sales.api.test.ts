import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createSeller, createUser } from '../../seed/factories.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { postCheckout, sellerWithProduct, shopperWithCart } from '../orders/orders-test-helpers.js';

describe.each(TEST_DRIVERS)('the seller\'s own products list (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const names = async (cookie: string, url: string) => {
    const reply = await get(cookie, url);
    expect(reply.statusCode, reply.body).toBe(200);
    return (reply.json() as { name: string }[]).map((product) => product.name);
  };

  /** A shop with a best seller (paid), a product only in an unpaid order, a hidden low-stock one, and one with a sold-out size. */
  async function shopWithSales() {
    const shop = await sellerWithProduct(t.db, { price: '40.00', stock: 50 });
    const { categoryId } = shop.product;
    const seller = shop.seller;
    const unpaid = await createProduct(t.db, {
      categoryId, sellerId: seller.id, name: 'Unpaid Hoodie', price: '60.00', sizes: ['M'], colors: ['Black'], tags: ['fleece'],
      variants: [{ size: 'M', color: 'Black', stock: 20 }],
    });
    await createProduct(t.db, {
      categoryId, sellerId: seller.id, name: 'Last Few Cap', price: '15.00', isActive: false, sizes: ['M'], colors: ['Black'],
      variants: [{ size: 'M', color: 'Black', stock: 3 }],
    });
    await createProduct(t.db, {
      categoryId, sellerId: seller.id, name: 'Gap In Sizes Tee', price: '25.00', sizes: ['S', 'M'], colors: ['Black'],
      variants: [{ size: 'S', color: 'Black', stock: 0 }, { size: 'M', color: 'Black', stock: 30 }],
    });
    const admin = await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);
    const buyer = await shopperWithCart(t.db, [{ productId: shop.product.id, quantity: 3 }]);
    const paid = (await postCheckout(t, buyer.cookie, '120.00')).json().orders[0];
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${paid.id}/mark-paid`, headers: { cookie: admin } })).statusCode).toBe(200);
    const waiting = await shopperWithCart(t.db, [{ productId: unpaid.id, quantity: 2 }]);
    expect((await postCheckout(t, waiting.cookie, '120.00')).statusCode).toBe(201);
    return { shop, cookie: await sessionCookieFor(t.db, seller.userId) };
  }

  it('counts units of paid orders only, in the database, and sorts by them for the overview\'s top products', async () => {
    const { shop, cookie } = await shopWithSales();
    const reply = await get(cookie, '/api/seller/products?sort=best-selling&pageSize=3');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['x-total-count']).toBe('4');
    const rows = reply.json() as { id: number; name: string; unitsSold: number }[];
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ id: shop.product.id, unitsSold: 3 });
    // Two units sit in an unpaid bank transfer: an order, not a sale.
    expect(rows.find((row) => row.name === 'Unpaid Hoodie')?.unitsSold ?? 0).toBe(0);
  });

  it('marks low stock (5 or fewer in all, or a size and colour sold out) and can list only those', async () => {
    const { cookie } = await shopWithSales();
    const rows = (await get(cookie, '/api/seller/products?sort=name')).json() as { name: string; lowStock: boolean; soldOutVariants: number; variantCount: number }[];
    expect(rows.map((row) => [row.name, row.lowStock])).toEqual(expect.arrayContaining([
      ['Last Few Cap', true], ['Gap In Sizes Tee', true], ['Unpaid Hoodie', false],
    ]));
    expect(rows.find((row) => row.name === 'Gap In Sizes Tee')).toMatchObject({ soldOutVariants: 1, variantCount: 2 });
    expect(await names(cookie, '/api/seller/products?lowStock=true&sort=name')).toEqual(['Gap In Sizes Tee', 'Last Few Cap']);
  });

  it('searches names and tags, sorts on the server, and pages with a total', async () => {
    const { cookie } = await shopWithSales();
    expect(await names(cookie, '/api/seller/products?search=hood')).toEqual(['Unpaid Hoodie']);
    expect(await names(cookie, '/api/seller/products?search=FLEECE')).toEqual(['Unpaid Hoodie']);
    expect(await names(cookie, '/api/seller/products?search=%25')).toEqual([]);
    const byPrice = await names(cookie, '/api/seller/products?sort=price-high');
    expect(byPrice[0]).toBe('Unpaid Hoodie');
    expect(byPrice.at(-1)).toBe('Last Few Cap');
    const page2 = await get(cookie, '/api/seller/products?sort=name&page=2&pageSize=3');
    expect(page2.headers['x-total-count']).toBe('4');
    expect(page2.json()).toHaveLength(1);
    expect((await get(cookie, '/api/seller/products?sort=cheapest')).statusCode).toBe(400);
  });

  it('lists only the signed-in seller\'s own products, hidden ones included, and refuses anyone else', async () => {
    const { cookie } = await shopWithSales();
    const other = await createSeller(t.db);
    const otherCookie = await sessionCookieFor(t.db, other.userId);
    expect(await names(otherCookie, '/api/seller/products')).toEqual([]);
    expect(await names(cookie, '/api/seller/products?search=cap')).toEqual(['Last Few Cap']);
    const customer = await sessionCookieFor(t.db, (await createUser(t.db)).id);
    expect((await get(customer, '/api/seller/products')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/seller/products' })).statusCode).toBe(401);
  });
});
