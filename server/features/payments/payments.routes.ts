import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidData } from '../../errors.js';
import { checkoutNumberParamsSchema, checkoutReplySchema, type CheckoutReply } from '../../../shared/orders-schemas.js';
import type { DemoPayments } from './demo-payments.js';
import type { PaymentEventHandler } from './payment-event.js';
import type { StripeGateway } from './stripe-gateway.js';
import { STRIPE_EVENT_MESSAGES, stripePaymentEvent } from './stripe-events.js';
import { requireUser } from '../../plugins/guards.js';

const received = { 200: z.object({ received: z.literal(true) }) };

/** Webhooks are verified against the exact bytes sent: their plugin keeps JSON bodies as strings. */
function keepRawJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
}

/** What the demo buttons answer: the buyer's checkout as it stands after the payment (the orders feature serves it). */
export interface BuyerCheckouts {
  findForBuyer(userId: number, number: string): Promise<CheckoutReply>;
}

/** The demo provider's Pay and Decline buttons (PAYMENTS_DEMO=true), for the buyer of the checkout (shopper scope). */
export const demoPaymentRoutes: FastifyPluginAsyncZod<{ checkout: BuyerCheckouts; demo: DemoPayments }> = async (app, { checkout, demo }) => {
  const outcome = z.object({ number: checkoutNumberParamsSchema.shape.number, outcome: z.enum(['pay', 'decline']) });
  app.post('/api/payments/demo/:number/:outcome', { schema: { params: outcome, response: { 200: checkoutReplySchema } } }, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'private, no-store');
    await demo.simulate(user.id, request.params.number, request.params.outcome);
    return checkout.findForBuyer(user.id, request.params.number);
  });
};

/**
 * The providers' webhooks: the demo provider's (PAYMENTS_DEMO=true) and Stripe's (keys set). Open
 * to everyone and authorised by their signatures, checked against the exact bytes sent.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{
  events: PaymentEventHandler; demo: DemoPayments | null; stripe: StripeGateway | null;
}> = async (app, { events, demo, stripe }) => {
  keepRawJson(app);
  if (demo) {
    app.post('/api/payments/demo/webhook', { schema: { response: received } }, async (request) => {
      await demo.receive(String(request.body ?? ''), request.headers['demo-signature'] as string | undefined);
      return { received: true as const };
    });
  }
  if (stripe) {
    app.post('/api/payments/stripe/webhook', { schema: { response: received } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      const verified = stripe.verify(String(request.body ?? ''), typeof signature === 'string' ? signature : '');
      if (!verified.signed) throw invalidData(STRIPE_EVENT_MESSAGES.badSignature);
      await events.handle(stripePaymentEvent(verified.event));
      return { received: true as const };
    });
  }
};
