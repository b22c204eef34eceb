import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyCodeSchema, cartWithCodesSchema, codeParamsSchema } from '../../../shared/promotion-schemas.js';
import { actingUser } from '../../plugins/guards.js';
import type { CartCodesService } from './cart-codes.service.js';
import { codeTriesRateLimit, type CodeTryLimits } from './code-tries-limit.js';

/** The codes on the signed-in shopper's cart (shopper scope); each call answers the cart with its codes. */
export const cartCodeRoutes: FastifyPluginAsyncZod<{ cartCodes: CartCodesService; tryLimits: CodeTryLimits }> = async (app, { cartCodes, tryLimits }) => {
  app.get('/api/cart/codes', { schema: { response: { 200: cartWithCodesSchema } } }, async (request) =>
    cartCodes.list((await actingUser(request)).id));

  app.post(
    '/api/cart/codes',
    { schema: { body: applyCodeSchema, response: { 200: cartWithCodesSchema } }, preHandler: codeTriesRateLimit(tryLimits) },
    async (request) => cartCodes.apply((await actingUser(request)).id, request.body.code),
  );

  app.delete('/api/cart/codes/:code', { schema: { params: codeParamsSchema, response: { 200: cartWithCodesSchema } } }, async (request) =>
    cartCodes.remove((await actingUser(request)).id, request.params.code));
};
