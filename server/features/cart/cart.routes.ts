import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/id.js';
import {
  addToCartSchema, cartLineSchema, cartListSchema, cartUserParamsSchema, updateCartLineSchema,
} from '../../../shared/cart-schemas.js';
import type { CartService } from './cart.service.js';
import { requireUser } from '../../plugins/guards.js';

/** The signed-in user's cart (spec section 7, "Cart"; shopper scope). */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const userIdOf = async (request: FastifyRequest) => (await requireUser(request)).id;

  app.get('/api/cart', { schema: { response: { 200: cartListSchema } } }, async (request) =>
    cart.list(await userIdOf(request)));

  app.post('/api/cart', { schema: { body: addToCartSchema, response: { 201: cartLineSchema } } }, async (request, reply) => {
    const line = await cart.add(await userIdOf(request), request.body);
    return reply.status(201).send(line);
  });

  app.patch(
    '/api/cart/:id',
    { schema: { params: idParamsSchema, body: updateCartLineSchema, response: { 200: cartLineSchema } } },
    async (request) => cart.setQuantity(await userIdOf(request), request.params.id, request.body.quantity),
  );

  app.delete('/api/cart/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await cart.remove(await userIdOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.delete('/api/cart/user/:userId', { schema: { params: cartUserParamsSchema } }, async (request, reply) => {
    await cart.clear(await userIdOf(request), request.params.userId);
    return reply.status(204).send();
  });
};
