import type Stripe from 'stripe';
import type { PaymentEvent } from './payment-events.js';

const OUTCOMES: Record<string, PaymentEvent['outcome']> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
};

/** A verified Stripe event in our words: which payment (by PaymentIntent id) and what happened to it. */
export function stripePaymentEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as { id?: string; object?: string };
  const intentId = object.object === 'payment_intent' && object.id ? object.id : '';
  return {
    provider: 'stripe', eventId: event.id, type: event.type, payload: event,
    outcome: intentId ? OUTCOMES[event.type] ?? null : null,
    payment: { provider: 'stripe', providerRef: intentId },
  };
}
