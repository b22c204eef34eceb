import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Driver } from '../../test/test-database.js';

export const WEBHOOK_SECRET = 'whsec_test_threadline';

export interface RecordedCall { path: string; idempotencyKey: string | undefined; body: Record<string, string> }

export interface FakeStripe {
  server: FastifyInstance;
  port: number;
  calls: RecordedCall[];
  /** While true, creating a PaymentIntent answers Stripe's error for an unusable API key. */
  refuseIntents: boolean;
}

/**
 * Just enough of Stripe's API on the loopback for the official client: it records each call (with
 * its Idempotency-Key) and answers in Stripe's shapes. It proves what we send and how we read the
 * answer, not that Stripe itself would accept it.
 */
export async function fakeStripe(): Promise<FakeStripe> {
  const server = Fastify();
  const fake: FakeStripe = { server, port: 0, calls: [], refuseIntents: false };
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))));
  const record = (request: FastifyRequest) => fake.calls.push({
    path: request.url, idempotencyKey: request.headers['idempotency-key'] as string | undefined, body: (request.body ?? {}) as Record<string, string>,
  });

  server.post('/v1/payment_intents', async (request, reply) => {
    record(request);
    if (fake.refuseIntents) {
      return reply.status(401).send({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    // As Stripe does, the same idempotency key answers the same intent.
    const key = request.headers['idempotency-key'] as string;
    const first = fake.calls.findIndex((call) => call.path === '/v1/payment_intents' && call.idempotencyKey === key);
    const id = `pi_test_${first + 1}`;
    return { id, object: 'payment_intent', client_secret: `${id}_secret_abc`, status: 'requires_payment_method' };
  });
  server.post<{ Params: { id: string } }>('/v1/payment_intents/:id/cancel', async (request) => {
    record(request);
    return { id: request.params.id, object: 'payment_intent', status: 'canceled' };
  });
  server.post('/v1/refunds', async (request) => ({ id: `re_test_${record(request)}`, object: 'refund', status: 'succeeded' }));
  server.post('/v1/transfers', async (request) => ({ id: `tr_test_${record(request)}`, object: 'transfer' }));

  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  fake.port = Number(new URL(address).port);
  return fake;
}

/** The app with Stripe set up and its official client pointed at the fake. */
export function createStripeTestApp(driver: Driver, fake: FakeStripe): Promise<TestApp> {
  return createTestApp(
    driver,
    { STRIPE_SECRET_KEY: 'sk_test_threadline', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_test_threadline' },
    { stripeClientOptions: { host: '127.0.0.1', port: fake.port, protocol: 'http' } },
  );
}

const signer = new Stripe('sk_test_signer');

/** A payment_intent.* event as Stripe would send it, in its exact bytes. */
export const intentEvent = (eventId: string, type: string, intentId: string) => JSON.stringify({
  id: eventId, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000),
  data: { object: { id: intentId, object: 'payment_intent', amount: 5000, currency: 'usd' } },
});

/** Delivers an event to the webhook, signed by the official library (or tampered after signing). */
export function deliverStripeEvent(t: TestApp, payload: string, options: { timestamp?: number; tamper?: boolean } = {}) {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: options.timestamp });
  return t.app.inject({
    method: 'POST', url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: options.tamper ? payload.replace('5000', '1') : payload,
  });
}
