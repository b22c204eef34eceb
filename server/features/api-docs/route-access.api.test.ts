import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller, createUser } from '../../seed/factories.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import type { OpenApiOperation } from './openapi-document.js';
import type { Audience } from './route-access.js';

/**
 * The audiences the document declares are the guards the app runs: every operation is called as
 * a visitor, a shopper, a seller and an admin (a fresh session each, so a sign-out cannot spoil the
 * next call; no body: the scopes' guards answer before one is read).
 */
describe.each(TEST_DRIVERS)('the audiences of the OpenAPI description on %s', (driver) => {
  let t: TestApp;
  let operations: Array<{ method: string; url: string; audience: Audience; takesBody: boolean }>;
  const cookieOf = { shopper: async () => '', seller: async () => '', admin: async () => '' };

  beforeAll(async () => {
    t = await createTestApp(driver, { PAYMENTS_DEMO: 'true', STRIPE_SECRET_KEY: 'sk_test_openapi', STRIPE_WEBHOOK_SECRET: 'whsec_openapi' });
    const shopper = await createUser(t.db);
    const sellerUser = await createUser(t.db);
    await createSeller(t.db, { userId: sellerUser.id });
    const admin = await createUser(t.db, { role: 'admin' });
    cookieOf.shopper = () => sessionCookieFor(t.db, shopper.id);
    cookieOf.seller = () => sessionCookieFor(t.db, sellerUser.id);
    cookieOf.admin = () => sessionCookieFor(t.db, admin.id);
    const document = t.app.openApiDocument();
    operations = Object.entries(document.paths).flatMap(([template, byMethod]) => Object.entries(byMethod).map(([method, operation]: [string, OpenApiOperation]) => ({
      method: method.toUpperCase(), url: template.replace('{path}', 'x/y.webp').replace(/\{[^}]+\}/g, '1'), audience: operation['x-audience'], takesBody: operation.requestBody?.required === true,
    })));
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (method: string, url: string, cookie?: string) => {
    const reply = await t.app.inject({ method: method as 'GET', url, headers: cookie ? { cookie } : {} });
    return { status: reply.statusCode, message: reply.headers['content-type']?.toString().startsWith('application/json') ? String(reply.json()?.message ?? '') : '' };
  };

  it('a visitor is refused (401) exactly by the operations that need a session', async () => {
    const wrong: string[] = [];
    for (const { method, url, audience } of operations) {
      const { status } = await call(method, url);
      const guarded = audience === 'shopper' || audience === 'seller' || audience === 'admin';
      if ((status === 401) !== guarded) wrong.push(`${method} ${url} (${audience}) answered ${status}`);
    }
    expect(wrong).toEqual([]);
    expect(operations.filter((o) => o.audience === 'public').length).toBeGreaterThan(15);
  });

  it('seller operations refuse a shopper without a shop, admin operations a seller; each lets its own audience in', async () => {
    const wrong: string[] = [];
    for (const { method, url, audience, takesBody } of operations) {
      if (audience === 'seller') {
        const asShopper = await call(method, url, await cookieOf.shopper());
        // Product writes ask who acts in the handler, after the body is validated: without one, 400
        // (their DELETE, which takes none, shows the guard).
        const refused = asShopper.message === 'Sellers only' || (takesBody && asShopper.status === 400);
        if (!refused) wrong.push(`${method} ${url} let a shopper in (${asShopper.status})`);
        const asSeller = await call(method, url, await cookieOf.seller());
        if (asSeller.status === 401 || asSeller.message === 'Sellers only') wrong.push(`${method} ${url} refused a seller`);
      }
      if (audience === 'admin') {
        const asSeller = await call(method, url, await cookieOf.seller());
        if (asSeller.status !== 403 || asSeller.message !== 'Administrators only') wrong.push(`${method} ${url} let a seller in (${asSeller.status})`);
        const asAdmin = await call(method, url, await cookieOf.admin());
        if (asAdmin.status === 401 || asAdmin.message === 'Administrators only') wrong.push(`${method} ${url} refused an admin`);
      }
      if (audience === 'shopper') {
        const asShopper = await call(method, url, await cookieOf.shopper());
        if (asShopper.status === 401 || asShopper.message === 'Sellers only' || asShopper.message === 'Administrators only') wrong.push(`${method} ${url} refused a shopper (${asShopper.status})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
