import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '../../../shared/webhook-schemas.js';
import { auditLog, orders, productVariants, products, users, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index.js';
import { caller, signedIn } from '../../test/promotions.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { sellerWithProduct } from '../orders/orders-test-helpers.js';
import { startReceiver, type Receiver } from './test-receiver.js';
import { DISABLED_REASON } from './webhook-worker.js';
import { buy, payloadOf, registerEndpoint, verifies } from './webhooks-test-helpers.js';

const MINUTE = 60_000;

describe.each(TEST_DRIVERS)('webhooks on %s', (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  const receivers: Receiver[] = [];
  const receiver = async (statuses?: number[]) => {
    const started = await startReceiver(statuses);
    receivers.push(started);
    return started;
  };
  beforeAll(async () => {
    t = await createTestApp(driver, { WEBHOOKS_ALLOW_LOOPBACK: 'true' });
    call = caller(t);
    admin = await signedIn(t.db, 'admin');
  });
  afterAll(async () => {
    await t?.close();
    for (const started of receivers) await started.close();
  });

  const shop = async (stock = 20) => {
    const made = await sellerWithProduct(t.db, { price: '25.00', stock });
    return { ...made, cookie: await sessionCookieFor(t.db, made.seller.userId) };
  };
  const deliveriesOf = async (cookie: string, endpointId: number, audience: 'seller' | 'admin' = 'seller') => {
    const reply = await call('GET', `/api/${audience}/webhooks/${endpointId}/deliveries`, cookie);
    expect(reply.statusCode, reply.body).toBe(200);
    return { rows: reply.json() as Array<Record<string, unknown>>, total: Number(reply.headers['x-total-count']) };
  };

  it('guards every call: visitors 401, shoppers 403, another shop\'s endpoint or delivery 404', async () => {
    const owner = await shop();
    const other = await shop();
    const hook = await receiver();
    const endpoint = await registerEndpoint(t, owner.cookie, hook.url(), ['order.created']);
    await buy(t, owner.product.id, '25.00');
    await t.app.webhookWorker.drain();
    const [delivery] = (await deliveriesOf(owner.cookie, endpoint.id)).rows;
    const shopper = await signedIn(t.db);
    const calls: Array<[string, string, object?]> = [
      ['GET', '/api/seller/webhooks'], ['POST', '/api/seller/webhooks', { url: hook.url(), events: ['order.paid'] }],
      ['PUT', `/api/seller/webhooks/${endpoint.id}`, { enabled: false }], ['DELETE', `/api/seller/webhooks/${endpoint.id}`],
      ['POST', `/api/seller/webhooks/${endpoint.id}/rotate-secret`], ['GET', `/api/seller/webhooks/${endpoint.id}/deliveries`],
      ['POST', `/api/seller/webhooks/deliveries/${delivery!.id}/resend`],
      ['GET', `/api/seller/products/${owner.product.id}/low-stock`],
      ['PUT', `/api/seller/products/${owner.product.id}/low-stock`, { variants: [] }],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method as 'GET', url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method as 'GET', url, shopper.cookie, body)).statusCode, `${method} ${url}`).toBe(403);
      const admins = url.replace('/api/seller/', '/api/admin/');
      if (!url.includes('/products/')) {
        expect((await call(method as 'GET', admins, null, body)).statusCode, `${method} ${admins}`).toBe(401);
        expect((await call(method as 'GET', admins, shopper.cookie, body)).statusCode, `${method} ${admins}`).toBe(403);
        expect((await call(method as 'GET', admins, owner.cookie, body)).statusCode, `${method} ${admins}`).toBe(403);
      }
    }
    // Another shop: not found, and the platform's calls do not reach a shop's endpoint either.
    for (const [method, url, body] of calls.slice(2)) {
      const reply = await call(method as 'GET', url, other.cookie, body);
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
      if (!url.includes('/products/')) expect((await call(method as 'GET', url.replace('/api/seller/', '/api/admin/'), admin.cookie, body)).statusCode).toBe(404);
    }
    expectError(await call('PUT', `/api/seller/webhooks/${endpoint.id}`, other.cookie, { enabled: false }), 404, WEBHOOK_MESSAGES.notFound);
    expectError(await call('POST', `/api/seller/webhooks/deliveries/${delivery!.id}/resend`, other.cookie), 404, WEBHOOK_MESSAGES.deliveryNotFound);
    expect((await call('GET', '/api/seller/webhooks', other.cookie)).json()).toEqual([]);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.enabled).toBe(true);
  });

  it('shows the secret once, keeps it sealed, lists without it, and caps endpoints per shop', async () => {
    const owner = await shop();
    const hook = await receiver();
    const created = await call('POST', '/api/seller/webhooks', owner.cookie, { url: hook.url(), events: ['order.paid', 'order.paid', 'stock.low'] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ url: hook.url(), events: ['order.paid', 'stock.low'], enabled: true, disabledReason: null, failingSince: null });
    const { secret } = created.json() as { secret: string };
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.json().id));
    expect(row!.sealedSecret).not.toContain(secret.slice(6));
    const list = await call('GET', '/api/seller/webhooks', owner.cookie);
    expect(list.json()).toHaveLength(1);
    expect(list.body).not.toContain(secret);
    expect(Object.keys(list.json()[0])).not.toContain('secret');
    expectError(await call('POST', '/api/seller/webhooks', owner.cookie, { url: hook.url(), events: [] }), 400, WEBHOOK_MESSAGES.events);
    // Sent at once, past the cap: exactly the cap's worth are made (the count is taken under a lock).
    const burst = await Promise.all(Array.from({ length: WEBHOOK_LIMITS.endpointsMax + 2 }, () =>
      call('POST', '/api/seller/webhooks', owner.cookie, { url: hook.url(), events: ['order.paid'] })));
    expect(burst.filter((reply) => reply.statusCode === 201)).toHaveLength(WEBHOOK_LIMITS.endpointsMax - 1);
    expect(burst.filter((reply) => reply.statusCode === 409)).toHaveLength(3);
    expectError(await call('POST', '/api/seller/webhooks', owner.cookie, { url: hook.url(), events: ['order.paid'] }), 409, WEBHOOK_MESSAGES.tooMany);
  });

  it('delivers a shop\'s order, signed with its secret, to that shop only; the platform\'s endpoint hears every shop', async () => {
    const first = await shop();
    const second = await shop();
    const firstHook = await receiver();
    const secondHook = await receiver();
    const platformHook = await receiver();
    const firstEndpoint = await registerEndpoint(t, first.cookie, firstHook.url('/first'), ['order.created']);
    await registerEndpoint(t, second.cookie, secondHook.url('/second'), ['order.created']);
    const platform = await registerEndpoint(t, admin.cookie, platformHook.url('/platform'), ['order.created'], 'admin');

    const firstOrder = await buy(t, first.product.id, '25.00', 2);
    const secondOrder = await buy(t, second.product.id, '25.00');
    await t.app.webhookWorker.drain();

    expect(firstHook.calls).toHaveLength(1);
    const [delivered] = firstHook.calls;
    expect(delivered!.path).toBe('/first');
    expect(delivered!.headers['content-type']).toBe('application/json');
    expect(verifies(delivered!, firstEndpoint.secret)).toBe(true);
    expect(verifies(delivered!, platform.secret)).toBe(false);
    const payload = payloadOf(delivered!);
    expect(delivered!.headers['threadline-event-id']).toBe(payload.id);
    expect(payload).toMatchObject({ type: 'order.created', data: { id: firstOrder, status: 'pending', subtotal: '50.00' } });
    expect(payload.data.items).toEqual([expect.objectContaining({ productId: first.product.id, quantity: 2, price: '25.00', size: 'M', color: 'Black' })]);
    expect(Math.abs(Date.parse(payload.createdAt) - Date.now())).toBeLessThan(MINUTE);
    expect(JSON.stringify(payload)).not.toMatch(/@/);

    expect(secondHook.calls.map((c) => payloadOf(c).data.id)).toEqual([secondOrder]);
    expect(platformHook.calls.map((c) => payloadOf(c).data.id).sort()).toEqual([firstOrder, secondOrder].sort());
    for (const c of platformHook.calls) expect(verifies(c, platform.secret)).toBe(true);

    const log = await deliveriesOf(first.cookie, firstEndpoint.id);
    expect(log.total).toBe(1);
    expect(log.rows[0]).toMatchObject({ eventId: payload.id, eventType: 'order.created', status: 'delivered', attempts: 1, responseCode: 200, lastError: null, nextAttemptAt: null });
    expect(log.rows[0]!.durationMs).toEqual(expect.any(Number));
    expect((await deliveriesOf(admin.cookie, platform.id, 'admin')).total).toBe(2);
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'webhook.create'), eq(auditLog.entityId, platform.id)))).toHaveLength(1);
    expect((await call('DELETE', `/api/admin/webhooks/${platform.id}`, admin.cookie)).statusCode).toBe(204);
  });

  it('tells of every move of an order, each cancel path included, and of a product\'s change', async () => {
    const owner = await shop();
    const hook = await receiver();
    await registerEndpoint(t, owner.cookie, hook.url(), ['order.paid', 'order.shipped', 'order.delivered', 'order.cancelled', 'product.updated']);
    const sold = await buy(t, owner.product.id, '25.00');
    const buyerOf = async (orderId: number) => {
      const [order] = await t.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
      return sessionCookieFor(t.db, order!.userId);
    };
    const step = async (cookie: string, url: string, payload?: object) => {
      const reply = await call('POST', url, cookie, payload);
      expect(reply.statusCode, `${url} ${reply.body}`).toBeLessThan(300);
    };
    await step(admin.cookie, `/api/admin/orders/${sold}/mark-paid`);
    await step(owner.cookie, `/api/orders/${sold}/ship`, { carrier: 'DHL', trackingNumber: 'JD0001' });
    await step(await buyerOf(sold), `/api/orders/${sold}/deliver`);
    const cancelled = await buy(t, owner.product.id, '25.00');
    await step(await buyerOf(cancelled), `/api/orders/${cancelled}/cancel`, { reason: 'Ordered the wrong size' });
    // The sweeper's cancel of an unpaid order past its expiry.
    const expired = await buy(t, owner.product.id, '25.00');
    await t.db.update(orders).set({ expiresAt: new Date(Date.now() - MINUTE) }).where(eq(orders.id, expired));
    await t.app.ordersSweeper.sweep();
    await t.db.update(products).set({ price: '19.00' }).where(eq(products.id, owner.product.id));
    // The stock sum alone is not a product change.
    await t.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, owner.variant.id));
    await t.app.webhookWorker.drain();

    const seen = hook.calls.map((c) => payloadOf(c)).map((p) => [p.type, p.data.id]);
    expect(seen).toEqual([
      ['order.paid', sold], ['order.shipped', sold], ['order.delivered', sold], ['order.cancelled', cancelled],
      ['order.cancelled', expired], ['product.updated', owner.product.id],
    ]);
    const shipped = payloadOf(hook.calls[1]!);
    expect(shipped.data).toMatchObject({ status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0001' });
    expect(payloadOf(hook.calls[5]!).data).toMatchObject({ name: owner.product.name, price: '19.00' });
  });

  it('retries a failing receiver with backoff until it answers, and logs each attempt', async () => {
    const owner = await shop();
    const hook = await receiver([500, 200]);
    const endpoint = await registerEndpoint(t, owner.cookie, hook.url(), ['order.created']);
    await buy(t, owner.product.id, '25.00');
    await t.app.webhookWorker.drain();
    expect(hook.calls).toHaveLength(1);
    const [failed] = (await deliveriesOf(owner.cookie, endpoint.id)).rows;
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, responseCode: 500, lastError: 'The receiver answered 500' });
    const wait = Date.parse(failed!.nextAttemptAt as string) - Date.parse(failed!.lastAttemptAt as string);
    expect(wait).toBeGreaterThanOrEqual(0.9 * MINUTE);
    expect(wait).toBeLessThanOrEqual(1.1 * MINUTE);
    const [listed] = (await call('GET', '/api/seller/webhooks', owner.cookie)).json().filter((e: { id: number }) => e.id === endpoint.id);
    expect(listed.failingSince).not.toBeNull();

    // Not due yet: nothing is sent.
    await t.app.webhookWorker.drain();
    expect(hook.calls).toHaveLength(1);
    await t.app.webhookWorker.drain(new Date(Date.now() + 2 * MINUTE));
    expect(hook.calls).toHaveLength(2);
    expect(payloadOf(hook.calls[1]!).id).toBe(payloadOf(hook.calls[0]!).id);
    expect(verifies(hook.calls[1]!, endpoint.secret)).toBe(true);
    const [done] = (await deliveriesOf(owner.cookie, endpoint.id)).rows;
    expect(done).toMatchObject({ status: 'delivered', attempts: 2, responseCode: 200, lastError: null, nextAttemptAt: null });
    const [after] = (await call('GET', '/api/seller/webhooks', owner.cookie)).json().filter((e: { id: number }) => e.id === endpoint.id);
    expect(after.failingSince).toBeNull();
  });

  it('after 3 days of failures gives up, turns the endpoint off and tells its owner; turning it on again starts over', async () => {
    const owner = await shop();
    const hook = await receiver([503]);
    const endpoint = await registerEndpoint(t, owner.cookie, hook.url(), ['order.created']);
    const platformHook = await receiver([503]);
    const platform = await registerEndpoint(t, admin.cookie, platformHook.url(), ['order.created'], 'admin');
    await buy(t, owner.product.id, '25.00');
    await t.app.webhookWorker.drain();
    const start = Date.now();
    for (const hours of [1, 12, 36, 60]) await t.app.webhookWorker.drain(new Date(start + hours * 3_600_000));
    const [pending] = (await deliveriesOf(owner.cookie, endpoint.id)).rows;
    expect(pending).toMatchObject({ status: 'pending', attempts: 5 });
    expect((await call('GET', '/api/seller/webhooks', owner.cookie)).json()[0]).toMatchObject({ enabled: true });

    await t.app.webhookWorker.drain(new Date(start + WEBHOOK_LIMITS.retryForMs + MINUTE));
    const [given] = (await deliveriesOf(owner.cookie, endpoint.id)).rows;
    expect(given).toMatchObject({ status: 'failed', attempts: 6, responseCode: 503, nextAttemptAt: null });
    const [off] = (await call('GET', '/api/seller/webhooks', owner.cookie)).json();
    expect(off).toMatchObject({ enabled: false, disabledReason: DISABLED_REASON });
    await t.settle();
    const [ownerUser] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, owner.seller.userId));
    const told = t.mails.filter((m) => m.subject === 'A webhook endpoint of your shop was turned off');
    expect(told.map((m) => m.to)).toEqual([ownerUser!.email]);
    expect(told[0]!.text).toContain(hook.url());
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'webhook.disable'), eq(auditLog.entityId, platform.id)))).toHaveLength(1);

    // Off: new events are not even written for it.
    const calls = hook.calls.length;
    await buy(t, owner.product.id, '25.00');
    await t.app.webhookWorker.drain(new Date(start + WEBHOOK_LIMITS.retryForMs + 2 * MINUTE));
    expect(hook.calls).toHaveLength(calls);
    expect((await deliveriesOf(owner.cookie, endpoint.id)).total).toBe(1);

    const on = await call('PUT', `/api/seller/webhooks/${endpoint.id}`, owner.cookie, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    await call('DELETE', `/api/admin/webhooks/${platform.id}`, admin.cookie);
  });

  it('resends a delivered or a failed delivery, with the same event id', async () => {
    const owner = await shop();
    const hook = await receiver();
    const endpoint = await registerEndpoint(t, owner.cookie, hook.url(), ['order.created']);
    await buy(t, owner.product.id, '25.00');
    await t.app.webhookWorker.drain();
    const [delivery] = (await deliveriesOf(owner.cookie, endpoint.id)).rows;
    const resent = await call('POST', `/api/seller/webhooks/deliveries/${delivery!.id}/resend`, owner.cookie);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ id: delivery!.id, status: 'pending' });
    await t.app.webhookWorker.drain();
    expect(hook.calls).toHaveLength(2);
    expect(payloadOf(hook.calls[1]!).id).toBe(payloadOf(hook.calls[0]!).id);

    await t.db.update(webhookDeliveries).set({ status: 'failed', nextAttemptAt: null }).where(eq(webhookDeliveries.id, delivery!.id as number));
    await call('POST', `/api/seller/webhooks/deliveries/${delivery!.id}/resend`, owner.cookie);
    await t.app.webhookWorker.drain();
    expect(hook.calls).toHaveLength(3);
    expect((await deliveriesOf(owner.cookie, endpoint.id)).rows[0]).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('rotating the secret changes the key deliveries are signed with', async () => {
    const owner = await shop();
    const hook = await receiver();
    const endpoint = await registerEndpoint(t, owner.cookie, hook.url(), ['order.created']);
    const rotated = await call('POST', `/api/seller/webhooks/${endpoint.id}/rotate-secret`, owner.cookie);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret } = rotated.json() as { secret: string };
    expect(secret).not.toBe(endpoint.secret);
    await buy(t, owner.product.id, '25.00');
    await t.app.webhookWorker.drain();
    expect(hook.calls).toHaveLength(1);
    expect(verifies(hook.calls[0]!, secret)).toBe(true);
    expect(verifies(hook.calls[0]!, endpoint.secret)).toBe(false);
  });

  it('stock.low fires once per fall through the threshold, from a checkout or a seller\'s edit', async () => {
    const owner = await shop(8);
    const hook = await receiver();
    await registerEndpoint(t, owner.cookie, hook.url(), ['stock.low']);
    const set = await call('PUT', `/api/seller/products/${owner.product.id}/low-stock`, owner.cookie, { variants: [{ size: 'M', color: 'Black', threshold: 5 }] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual([{ size: 'M', color: 'Black', stock: 8, threshold: 5 }]);
    expectError(await call('PUT', `/api/seller/products/${owner.product.id}/low-stock`, owner.cookie, { variants: [{ size: 'XL', color: 'Black', threshold: 5 }] }), 400, 'This product has no size XL in Black');
    expectError(await call('PUT', `/api/seller/products/${owner.product.id}/low-stock`, owner.cookie, { variants: [{ size: 'M', color: 'Black', threshold: -1 }] }), 400, WEBHOOK_MESSAGES.threshold);

    await buy(t, owner.product.id, '25.00', 2); // 8 -> 6: above
    await buy(t, owner.product.id, '25.00', 2); // 6 -> 4: crosses
    await buy(t, owner.product.id, '25.00'); // 4 -> 3: already below
    await t.app.webhookWorker.drain();
    expect(hook.calls.map((c) => payloadOf(c).data)).toEqual([
      { productId: owner.product.id, productName: owner.product.name, size: 'M', color: 'Black', stock: 4, threshold: 5 },
    ]);
    // A seller restocks, then sells down by an edit: once more.
    await t.db.update(productVariants).set({ stock: 10 }).where(eq(productVariants.id, owner.variant.id));
    await t.db.update(productVariants).set({ stock: 5 }).where(eq(productVariants.id, owner.variant.id));
    await t.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, owner.variant.id));
    await t.app.webhookWorker.drain();
    expect(hook.calls.map((c) => payloadOf(c).data.stock)).toEqual([4, 5]);
    const cleared = await call('PUT', `/api/seller/products/${owner.product.id}/low-stock`, owner.cookie, { variants: [{ size: 'M', color: 'Black', threshold: null }] });
    expect(cleared.json()).toEqual([{ size: 'M', color: 'Black', stock: 1, threshold: null }]);
  });

  it('keeps events and their deliveries 30 days, and nothing still being sent is purged', async () => {
    const owner = await shop();
    const hook = await receiver([200, 500]);
    const endpoint = await registerEndpoint(t, owner.cookie, hook.url(), ['order.created']);
    await buy(t, owner.product.id, '25.00');
    await buy(t, owner.product.id, '25.00');
    await t.app.webhookWorker.drain();
    const rows = (await deliveriesOf(owner.cookie, endpoint.id)).rows;
    expect(rows.map((row) => row.status).sort()).toEqual(['delivered', 'pending']);
    expect(await t.app.webhookWorker.purge(new Date(Date.now() + 29 * 24 * 3_600_000))).toBe(0);
    expect(await t.app.webhookWorker.purge(new Date(Date.now() + 31 * 24 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect((await deliveriesOf(owner.cookie, endpoint.id)).rows.map((row) => row.status)).toEqual(['pending']);
  });

  it('writes no event when no endpoint listens', async () => {
    const owner = await shop();
    const before = await t.db.select({ id: webhookEvents.id }).from(webhookEvents);
    await t.db.update(products).set({ price: '11.00' }).where(eq(products.id, owner.product.id));
    expect(await t.db.select({ id: webhookEvents.id }).from(webhookEvents)).toHaveLength(before.length);
  });

  it('refuses at delivery an address that became private, and connects to nothing', async () => {
    const owner = await shop();
    const hook = await receiver();
    const endpoint = await registerEndpoint(t, owner.cookie, hook.url(), ['order.created']);
    // As if its DNS now answered a private address: the check runs again at every attempt.
    await t.db.update(webhookEndpoints).set({ url: 'https://10.0.0.7/hook' }).where(eq(webhookEndpoints.id, endpoint.id));
    await buy(t, owner.product.id, '25.00');
    await t.app.webhookWorker.drain();
    const [row] = (await deliveriesOf(owner.cookie, endpoint.id)).rows;
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseCode: null, lastError: WEBHOOK_MESSAGES.privateAddress });
    await t.db.update(webhookEndpoints).set({ url: 'http://169.254.169.254/latest/meta-data' }).where(eq(webhookEndpoints.id, endpoint.id));
    await t.app.webhookWorker.drain(new Date(Date.now() + 5 * MINUTE));
    const [again] = (await deliveriesOf(owner.cookie, endpoint.id)).rows;
    expect(again).toMatchObject({ attempts: 2, responseCode: null, lastError: WEBHOOK_MESSAGES.privateAddress });
    expect(hook.calls).toHaveLength(0);
  });
});

describe.each(TEST_DRIVERS)('webhook addresses at registration on %s', (driver) => {
  let t: TestApp;
  let strict: TestApp;
  beforeAll(async () => {
    [t, strict] = await Promise.all([createTestApp(driver, { WEBHOOKS_ALLOW_LOOPBACK: 'true' }), createTestApp(driver)]);
  });
  afterAll(async () => {
    await t?.close();
    await strict?.close();
  });

  const register = async (app: TestApp, url: string) => {
    const owner = await sellerWithProduct(app.db, { price: '10.00' });
    const cookie = await sessionCookieFor(app.db, owner.seller.userId);
    return app.app.inject({ method: 'POST', url: '/api/seller/webhooks', headers: { cookie }, payload: { url, events: ['order.paid'] } });
  };

  it('refuses private, link-local and loopback addresses, and plain http to anything public', async () => {
    for (const url of ['https://10.1.2.3/hook', 'https://169.254.169.254/latest', 'https://192.168.0.10/', 'https://100.64.0.1/', 'https://[fd00::1]/', 'https://[::ffff:10.0.0.1]/', 'https://0.0.0.0/']) {
      expectError(await register(t, url), 400, WEBHOOK_MESSAGES.privateAddress);
      expectError(await register(strict, url), 400, WEBHOOK_MESSAGES.privateAddress);
    }
    for (const url of ['https://127.0.0.1/hook', 'https://[::1]/hook', 'https://localhost/hook']) {
      expectError(await register(strict, url), 400, WEBHOOK_MESSAGES.privateAddress);
      expect((await register(t, url)).statusCode).toBe(201);
    }
    expectError(await register(strict, 'http://127.0.0.1/hook'), 400, WEBHOOK_MESSAGES.url);
    expectError(await register(t, 'http://93.184.216.34/hook'), 400, WEBHOOK_MESSAGES.url);
    expectError(await register(t, 'ftp://93.184.216.34/hook'), 400, WEBHOOK_MESSAGES.url);
    expectError(await register(t, 'not a url'), 400, WEBHOOK_MESSAGES.url);
    expect((await register(strict, 'https://93.184.216.34/hook')).statusCode).toBe(201);
    // Another shop's endpoint is not found, whatever the new address.
    const owner = await sellerWithProduct(strict.db, { price: '10.00' });
    const cookie = await sessionCookieFor(strict.db, owner.seller.userId);
    const made = await register(strict, 'https://93.184.216.34/hook');
    const other = await strict.app.inject({ method: 'PUT', url: `/api/seller/webhooks/${made.json().id}`, headers: { cookie }, payload: { url: 'https://10.0.0.1/' } });
    expect(other.statusCode).toBe(404);
  });
});
