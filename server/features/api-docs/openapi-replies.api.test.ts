import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSaleOrder, type AfterSaleOrder } from '../../test/after-sale.js';
import { createUser } from '../../seed/factories.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import type { Audience } from './route-access.js';

/**
 * Real replies validated against the document (Ajv, JSON Schema 2020-12): the test app checks every
 * reply of app.inject, the helpers' own calls included (checkout, payment, shipping, delivery).
 * Every GET without path parameters is called by its audience, then a set of calls on one order's
 * ids and a few writes, as a visitor, a shopper, a seller and an admin.
 */
describe.each(TEST_DRIVERS)('replies of the API against its OpenAPI description on %s', (driver) => {
  let t: TestApp;
  let order: AfterSaleOrder;
  let visitorShopper: string;

  beforeAll(async () => {
    t = await createTestApp(driver, { PAYMENTS_DEMO: 'true' }, { validateReplies: true });
    order = await afterSaleOrder(t, { stage: 'delivered' });
    visitorShopper = await sessionCookieFor(t.db, (await createUser(t.db)).id);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Calls and collects what did not match, so one run shows every mismatch. */
  async function callAll(calls: Array<{ method: string; url: string; cookie?: string; payload?: object }>): Promise<string[]> {
    const mismatches: string[] = [];
    for (const { method, url, cookie, payload } of calls) {
      try {
        await t.app.inject({ method: method as 'GET', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
      } catch (error) {
        mismatches.push(`${method} ${url}: ${(error as Error).message}`);
      }
    }
    return mismatches;
  }

  it('every GET without parameters, called by its audience, answers what the document says', async () => {
    const cookieOf: Record<Audience, string | undefined> = {
      public: undefined, signature: undefined, shopper: order.buyer.cookie, seller: order.seller.cookie, admin: order.adminCookie,
    };
    const document = t.app.openApiDocument();
    const calls = Object.entries(document.paths).flatMap(([path, operations]) => {
      const get = operations.get;
      if (!get || path.includes('{') || path === '/api/openapi.json') return [];
      return [{ method: 'GET', url: path, cookie: cookieOf[get['x-audience']] }, ...(get['x-audience'] === 'public' ? [{ method: 'GET', url: path, cookie: visitorShopper }] : [])];
    });
    expect(calls.length).toBeGreaterThan(60);
    expect(await callAll(calls)).toEqual([]);
  });

  it('calls on one order, its product and its shop, and a few writes, answer what the document says', async () => {
    const { orderId, item, product, seller, buyer, adminCookie } = order;
    expect(await callAll([
      { method: 'GET', url: `/api/products/${product.id}` },
      { method: 'GET', url: `/api/products/${product.id}`, cookie: seller.cookie },
      { method: 'GET', url: `/api/products?seller=${seller.id}`, cookie: seller.cookie },
      { method: 'GET', url: `/api/products/${product.id}/reviews` },
      { method: 'GET', url: `/api/products/${product.id}/review-summary` },
      { method: 'GET', url: '/api/products/987654' },
      { method: 'GET', url: '/api/products?page=0' },
      { method: 'GET', url: `/api/sellers/${seller.id}` },
      { method: 'GET', url: `/api/sellers/${seller.id}/reviews` },
      { method: 'GET', url: `/api/sellers/${seller.id}/review-summary` },
      { method: 'GET', url: '/objects/missing/key.webp' },
      { method: 'GET', url: `/api/orders/${orderId}`, cookie: buyer.cookie },
      { method: 'GET', url: `/api/orders/${orderId}/disputes`, cookie: buyer.cookie },
      { method: 'GET', url: `/api/orders/${orderId}/returns`, cookie: buyer.cookie },
      { method: 'GET', url: `/api/orders/${orderId}/conversation`, cookie: buyer.cookie },
      { method: 'GET', url: `/api/orders/${orderId}`, cookie: seller.cookie },
      { method: 'GET', url: `/api/seller/orders/${orderId}/packing-slip`, cookie: seller.cookie },
      { method: 'GET', url: `/api/admin/orders/${orderId}/packing-slip`, cookie: adminCookie },
      { method: 'GET', url: `/api/orders/${orderId}` },
      { method: 'GET', url: '/api/admin/users', cookie: buyer.cookie },
      { method: 'POST', url: '/api/login', payload: { email: 'nobody@example.com', password: 'not the password' } },
      { method: 'POST', url: '/api/cart', cookie: buyer.cookie, payload: { productId: product.id, size: 'M', color: 'Black' } },
      { method: 'POST', url: `/api/order-items/${item.id}/review`, cookie: buyer.cookie, payload: { stars: 5, text: 'Fits as expected, heavy cotton, good print.' } },
      { method: 'PUT', url: `/api/account/favourites/${product.id}`, cookie: buyer.cookie, payload: {} },
      { method: 'PUT', url: `/api/account/following/${seller.id}`, cookie: buyer.cookie },
      { method: 'GET', url: '/api/account/favourites', cookie: buyer.cookie },
      { method: 'GET', url: '/api/account/following', cookie: buyer.cookie },
      { method: 'PUT', url: `/api/products/${product.id}`, cookie: seller.cookie, payload: { name: 'Renamed Tee' } },
      { method: 'POST', url: '/api/addresses', cookie: buyer.cookie, payload: {} },
    ])).toEqual([]);
    const lines = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: buyer.cookie } })).json() as Array<{ id: number }>;
    expect(await callAll([
      { method: 'PATCH', url: `/api/cart/${lines[0]!.id}`, cookie: buyer.cookie, payload: { quantity: 2 } },
      { method: 'DELETE', url: `/api/cart/${lines[0]!.id}`, cookie: buyer.cookie },
      { method: 'GET', url: '/api/docs' },
    ])).toEqual([]);
  });

  it('covered the four audiences, successes and errors, and would have caught a mismatch', () => {
    const succeeded = new Set(t.replyChecks.filter((check) => check.status < 300).map((check) => check.operation));
    const audiences = new Set([...succeeded].map((operation) => {
      const [method, path] = operation.split(' ') as [string, string];
      return t.app.openApiDocument().paths[path]![method.toLowerCase()]!['x-audience'];
    }));
    expect([...audiences].sort()).toEqual(['admin', 'public', 'seller', 'shopper']);
    expect(succeeded.size).toBeGreaterThan(70);
    expect(new Set(t.replyChecks.map((check) => check.status))).toEqual(expect.objectContaining(new Set([200, 201, 204, 400, 401, 403, 404])));
    expect(t.replyChecks.every((check) => check.problems.length === 0)).toBe(true);
  });
});
