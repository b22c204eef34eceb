import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, invalidData, notFound } from '../../errors.js';
import type { PaymentEventHandler, PaymentEventResult } from './payment-event.js';
import { checkoutOfNumber, ordersOfPayment } from './payments.repo.js';
import { parseSignedEventBody } from './signed-event-body.js';

/** A signed event older than this is refused, as Stripe's library does. */
const TOLERANCE_SECONDS = 300;

/** What sign() writes, and nothing else: whole seconds and a full SHA-256 in hex. */
const SIGNATURE_HEADER = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/i;

const demoEventSchema = z.object({
  id: z.string().regex(/^[\x21-\x7e]{1,255}$/),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  checkoutNumber: z.string().min(1).max(20),
});

export const DEMO_MESSAGES = {
  badSignature: 'Invalid payment event signature',
  badEvent: 'Invalid payment event: expected an id, a type of payment.succeeded or payment.failed, and a checkout number',
  notAwaitingPayment: 'This checkout is not awaiting payment',
} as const;

/**
 * The demo provider (PAYMENTS_DEMO=true): "Demo payment: no money moves". Its Pay and Decline
 * buttons build an event, sign it like a provider would (HMAC-SHA256 over timestamp and body) and
 * hand it to the same verify-then-handle path as its webhook, so the asynchronous
 * pending -> paid path is what end-to-end tests exercise.
 */
export function createDemoPayments(deps: { db: Db; events: PaymentEventHandler; secret: string; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const signatureOf = (timestamp: number, body: string) => createHmac('sha256', deps.secret).update(`${timestamp}.${body}`).digest('hex');

  function sign(body: string): string {
    const timestamp = Math.floor(now() / 1000);
    return `t=${timestamp},v1=${signatureOf(timestamp, body)}`;
  }

  /**
   * True only for `t={integer seconds},v1={64 hex}` fresh within the tolerance and matching the
   * body. Anything short of that fails before comparing: two empty signatures must never compare equal.
   */
  function isGenuine(rawBody: string, header: string | undefined): boolean {
    const match = SIGNATURE_HEADER.exec(header ?? '');
    if (!match) return false;
    const timestamp = Number(match[1]);
    if (Math.abs(now() / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
    const given = Buffer.from(match[2]!, 'hex');
    const expected = Buffer.from(signatureOf(timestamp, rawBody), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The webhook: the body exactly as received and its signature header. */
  async function receive(rawBody: string, header: string | undefined): Promise<PaymentEventResult> {
    if (!isGenuine(rawBody, header)) throw invalidData(DEMO_MESSAGES.badSignature);
    const event = demoEventSchema.safeParse(parseSignedEventBody(rawBody));
    if (!event.success) throw invalidData(DEMO_MESSAGES.badEvent);
    const checkout = await checkoutOfNumber(deps.db, event.data.checkoutNumber);
    if (!checkout) return 'ignored';
    return deps.events.handle({
      provider: 'demo', eventId: event.data.id, type: event.data.type, payload: event.data,
      outcome: event.data.type === 'payment.succeeded' ? 'succeeded' : 'failed',
      payment: { checkoutId: checkout.id },
    });
  }

  return {
    receive,
    sign,

    /** Pay or Decline on the buyer's own demo checkout; anyone else's is not found. */
    async simulate(userId: number, checkoutNumber: string, outcome: 'pay' | 'decline'): Promise<void> {
      const checkout = await checkoutOfNumber(deps.db, checkoutNumber);
      if (!checkout || checkout.userId !== userId || checkout.paymentMethod !== 'demo') throw notFound('Checkout');
      const orders = await ordersOfPayment(deps.db, checkout.id);
      if (!orders.some((order) => order.status === 'pending')) throw new AppError('conflict', DEMO_MESSAGES.notAwaitingPayment);
      const body = JSON.stringify({
        id: `demo_evt_${randomUUID()}`, type: outcome === 'pay' ? 'payment.succeeded' : 'payment.failed', checkoutNumber,
      });
      await receive(body, sign(body));
    },
  };
}

export type DemoPayments = ReturnType<typeof createDemoPayments>;
