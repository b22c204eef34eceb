import Stripe from 'stripe';
import { invalidData } from '../../errors.js';
import type { PendingRefund } from './refunds.js';
import { EVENT_BODY_MESSAGES } from './signed-event-body.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  publishableKey?: string;
  /** Tests point the official client at a local server: { host, port, protocol }. */
  clientOptions?: Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>;
}

/**
 * Card payments with separate charges and transfers: one PaymentIntent per checkout (its transfer
 * group is the checkout number), refunds per seller order, and transfers to sellers at payout.
 * Every call carries an idempotency key derived from our own row, so a retry never charges,
 * refunds or pays twice.
 */
export function createStripeGateway(settings: StripeSettings) {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, ...settings.clientOptions });
  return {
    publishableKey: settings.publishableKey ?? null,

    async createIntent(checkout: { id: number; number: string; amountCents: number }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: checkout.amountCents, currency: 'usd', transfer_group: checkout.number,
          metadata: { checkoutNumber: checkout.number }, automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: `checkout-${checkout.id}` },
      );
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async cancelIntent(intentId: string): Promise<void> {
      await stripe.paymentIntents.cancel(intentId);
    },

    async refund(refund: PendingRefund): Promise<string> {
      const created = await stripe.refunds.create(
        { payment_intent: refund.providerRef!, amount: refund.amountCents, metadata: { orderId: String(refund.orderId) } },
        { idempotencyKey: `refund-${refund.refundId}` },
      );
      return created.id;
    },

    async transfer(payout: { id: number; amountCents: number; destination: string; description: string }): Promise<string> {
      const transfer = await stripe.transfers.create(
        { amount: payout.amountCents, currency: 'usd', destination: payout.destination, description: payout.description },
        { idempotencyKey: `payout-${payout.id}` },
      );
      return transfer.id;
    },

    /**
     * The event parsed from these exact bytes, if Stripe signed them within the last 5 minutes. A
     * signed body that is not JSON is a 400, not a signature failure; whoever reads the event
     * checks its shape (it may be anything JSON can be, null included).
     */
    verify(rawBody: string, signature: string): { signed: true; event: unknown } | { signed: false } {
      try {
        return { signed: true, event: stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret) };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) return { signed: false };
        throw invalidData(EVENT_BODY_MESSAGES.notJson);
      }
    },
  };
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;
