import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutBodySchema, checkoutNumberParamsSchema, checkoutReplySchema, paymentMethodsReplySchema, quoteQuerySchema, quoteReplySchema,
} from '../../../shared/orders-schemas.js';
import { checkoutRateLimit } from './checkout-rate-limit.js';
import type { CheckoutService } from './checkout.service.js';
import { requireUser } from '../../plugins/guards.js';

/** The signed-in shopper's quote and checkout (issue 9; shopper scope). */
export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (app, { checkout }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/api/checkout/quote', { schema: { querystring: quoteQuerySchema, response: { 200: quoteReplySchema } } }, async (request) =>
    checkout.quote((await requireUser(request)).id, request.query.shippingMethod));

  app.get('/api/checkout/payment-methods', { schema: { response: { 200: paymentMethodsReplySchema } } }, async () => checkout.paymentMethods());

  app.get('/api/checkouts/:number', { schema: { params: checkoutNumberParamsSchema, response: { 200: checkoutReplySchema } } }, async (request) =>
    checkout.findForBuyer((await requireUser(request)).id, request.params.number));

  app.post('/api/checkout', {
    schema: { body: checkoutBodySchema, response: { 201: checkoutReplySchema } }, preHandler: checkoutRateLimit,
  }, async (request, reply) => {
    const key = request.headers['idempotency-key'];
    const placed = await checkout.place((await requireUser(request)).id, typeof key === 'string' ? key : undefined, request.body);
    return reply.status(201).send(placed);
  });
};
