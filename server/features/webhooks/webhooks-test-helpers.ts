import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { fromCents, toCents } from '../../../shared/money.js';
import { shippingFeeCents } from '../../../shared/order-quote.js';
import type { WebhookEventType } from '../../../shared/webhook-schemas.js';
import { postCheckout, shopperWithCart } from '../orders/orders-test-helpers.js';
import type { TestApp } from '../../test/test-app.js';
import type { ReceivedCall } from './test-receiver.js';

/** Registers an endpoint through the API; answers its id and the secret shown once. */
export async function registerEndpoint(t: TestApp, cookie: string, url: string, events: WebhookEventType[], audience: 'seller' | 'admin' = 'seller') {
  const reply = await t.app.inject({ method: 'POST', url: `/api/${audience}/webhooks`, headers: { cookie }, payload: { url, events } });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as { id: number; secret: string };
}

/** A shopper buys `quantity` of the product's M / Black by bank transfer; answers the order's id. */
export async function buy(t: TestApp, productId: number, price: string, quantity = 1): Promise<number> {
  const buyer = await shopperWithCart(t.db, [{ productId, quantity }]);
  const subtotal = toCents(price) * quantity;
  const placed = await postCheckout(t, buyer.cookie, fromCents(subtotal + shippingFeeCents('standard', subtotal)));
  expect(placed.statusCode, placed.body).toBe(201);
  return (placed.json().orders[0] as { id: number }).id;
}

/** The signature a receiver computes: HMAC-SHA256 of "<t>.<body>" with the endpoint's secret. */
export function verifies(call: ReceivedCall, secret: string): boolean {
  const header = String(call.headers['threadline-signature'] ?? '');
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  return createHmac('sha256', secret).update(`${match[1]}.${call.body}`).digest('hex') === match[2];
}

export const payloadOf = (call: ReceivedCall) => JSON.parse(call.body) as { id: string; type: WebhookEventType; createdAt: string; data: Record<string, unknown> };
