import { z } from 'zod';
import { invalidData } from '../../errors.js';
import type { PaymentEvent } from './payment-event.js';
import { assertStorableEvent } from './signed-event-body.js';

const OUTCOMES: Record<string, PaymentEvent['outcome']> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
};

export const STRIPE_EVENT_MESSAGES = {
  badSignature: 'Invalid Stripe signature',
  unexpectedShape: 'Invalid Stripe event: expected an object with an id, a type and data.object',
} as const;

/**
 * What we read of every event. The signature proves who sent it, not its shape (`data: null`, a
 * JSON array): those are refused here rather than failing later as a 500.
 */
const stripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  data: z.object({ object: z.looseObject({ id: z.string().max(255).optional(), object: z.string().optional() }) }),
});

/** A verified Stripe event (as its library parsed it) in our words: which payment (by PaymentIntent id) and what happened to it. */
export function stripePaymentEvent(verified: unknown): PaymentEvent {
  const parsed = stripeEventSchema.safeParse(verified);
  if (!parsed.success) throw invalidData(STRIPE_EVENT_MESSAGES.unexpectedShape);
  assertStorableEvent(verified);
  const event = parsed.data;
  const object = event.data.object;
  const intentId = object.object === 'payment_intent' && object.id ? object.id : '';
  return {
    provider: 'stripe', eventId: event.id, type: event.type, payload: verified,
    outcome: intentId ? OUTCOMES[event.type] ?? null : null,
    payment: { provider: 'stripe', providerRef: intentId },
  };
}
