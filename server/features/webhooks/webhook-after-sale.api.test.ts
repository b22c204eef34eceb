import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSaleOrder } from '../../test/after-sale.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { startReceiver, type Receiver } from './test-receiver.js';
import { payloadOf, registerEndpoint } from './webhooks-test-helpers.js';

/** return.requested and dispute.opened (issue 25's moves), to the shop they are about. */
describe.each(TEST_DRIVERS)('after-sale webhooks on %s', (driver) => {
  let t: TestApp;
  let hook: Receiver;
  beforeAll(async () => {
    t = await createTestApp(driver, { WEBHOOKS_ALLOW_LOOPBACK: 'true' });
    hook = await startReceiver();
  });
  afterAll(async () => {
    await t?.close();
    await hook?.close();
  });

  it('tells a shop of a return requested and of a dispute opened on its orders', async () => {
    const returned = await afterSaleOrder(t, { stage: 'delivered', deliveredDaysAgo: 1 });
    await registerEndpoint(t, returned.seller.cookie, hook.url('/returns'), ['return.requested', 'dispute.opened']);
    const requested = await t.app.inject({
      method: 'POST', url: `/api/orders/${returned.orderId}/returns`, headers: { cookie: returned.buyer.cookie },
      payload: { items: [{ orderItemId: returned.item.id, quantity: 1 }], reason: 'doesnt_fit', note: 'Too small' },
    });
    expect(requested.statusCode, requested.body).toBe(201);

    const lost = await afterSaleOrder(t, { stage: 'shipped', shippedDaysAgo: 15 });
    await registerEndpoint(t, lost.seller.cookie, hook.url('/disputes'), ['dispute.opened']);
    const opened = await t.app.inject({
      method: 'POST', url: `/api/orders/${lost.orderId}/disputes`, headers: { cookie: lost.buyer.cookie }, payload: { reason: 'not_arrived', note: 'Nothing came' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    await t.app.webhookWorker.drain();

    expect(hook.calls.map((call) => [call.path, payloadOf(call).type])).toEqual([['/returns', 'return.requested'], ['/disputes', 'dispute.opened']]);
    expect(payloadOf(hook.calls[0]!).data).toMatchObject({
      id: requested.json().id, orderId: returned.orderId, status: 'requested', reason: 'doesnt_fit', note: 'Too small',
      items: [{ orderItemId: returned.item.id, productId: returned.product.id, quantity: 1 }],
    });
    expect(payloadOf(hook.calls[1]!).data).toMatchObject({ id: opened.json().id, orderId: lost.orderId, reason: 'not_arrived', openedBy: 'buyer', status: 'open' });
  });
});
