import type { FastifyBaseLogger } from 'fastify';
import type { StripeGateway } from './stripe-gateway.js';

/** A payment nobody awaits any more, as the provider knows it. */
export interface ExpiredPayment {
  provider: string;
  providerRef: string | null;
}

/**
 * Cancels expired payments at the provider, after the commit and best effort: a PaymentIntent
 * left open could still be paid, but a success arriving for expired orders is refunded anyway
 * (orders/payment-events.ts), so a failed cancel costs a refund, never a sale without stock.
 */
export function createPaymentCanceller(deps: { stripe: StripeGateway | null; log: Pick<FastifyBaseLogger, 'warn'> }) {
  return async function cancelPayments(expired: ReadonlyArray<ExpiredPayment>): Promise<void> {
    for (const payment of expired) {
      if (payment.provider !== 'stripe' || !payment.providerRef || !deps.stripe) continue;
      try {
        await deps.stripe.cancelIntent(payment.providerRef);
      } catch (error) {
        deps.log.warn({ paymentIntent: payment.providerRef, error: (error as Error).message }, 'could not cancel an expired PaymentIntent');
      }
    }
  };
}

export type PaymentCanceller = ReturnType<typeof createPaymentCanceller>;
