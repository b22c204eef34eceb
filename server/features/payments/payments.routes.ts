import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidData } from '../../errors.js';
import { requireUser } from '../../plugins/session.js';
import { checkoutNumberParamsSchema, checkoutReplySchema, type CheckoutReply } from '../../../shared/orders-schemas.js';
import type { DemoPayments } from './demo-payments.js';
import type { PaymentEventHandler } from './payment-event.js';
import type { StripeGateway } from './stripe-gateway.js';
import { STRIPE_EVENT_MESSAGES, stripePaymentEvent } from './stripe-events.js';

const received = { 200: z.object({ received: z.literal(true) }) };

/** Webhooks are verified against the exact bytes sent: this scope keeps JSON bodies as strings. */
function keepRawJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
}

/** What the demo buttons answer: the buyer's checkout as it stands after the payment (the orders feature serves it). */
export interface BuyerCheckouts {
  findForBuyer(userId: number, number: string): Promise<CheckoutReply>;
}

/** The demo provider's buttons and webhook (PAYMENTS_DEMO=true), and Stripe's webhook (keys set). */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  checkout: BuyerCheckouts; events: PaymentEventHandler; demo: DemoPayments | null; stripe: StripeGateway | null;
}> = async (app, { checkout, events, demo, stripe }) => {
  if (demo) {
    const outcome = z.object({ number: checkoutNumberParamsSchema.shape.number, outcome: z.enum(['pay', 'decline']) });
    app.post('/api/payments/demo/:number/:outcome', { schema: { params: outcome, response: { 200: checkoutReplySchema } } }, async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      await demo.simulate(user.id, request.params.number, request.params.outcome);
      return checkout.findForBuyer(user.id, request.params.number);
    });
  }

  await app.register(async (webhooks) => {
    keepRawJson(webhooks);
    if (demo) {
      webhooks.post('/api/payments/demo/webhook', { schema: { response: received } }, async (request) => {
        await demo.receive(String(request.body ?? ''), request.headers['demo-signature'] as string | undefined);
        return { received: true as const };
      });
    }
    if (stripe) {
      webhooks.post('/api/payments/stripe/webhook', { schema: { response: received } }, async (request) => {
        const signature = request.headers['stripe-signature'];
        const verified = stripe.verify(String(request.body ?? ''), typeof signature === 'string' ? signature : '');
        if (!verified.signed) throw invalidData(STRIPE_EVENT_MESSAGES.badSignature);
        await events.handle(stripePaymentEvent(verified.event));
        return { received: true as const };
      });
    }
  });
};
