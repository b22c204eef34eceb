import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signUpRateLimit } from '../../plugins/rate-limit.js';
import { requireSeller, requireUser } from '../../plugins/session.js';
import {
  applicationReplySchema, sellerApplyReplySchema, sellerStatsSchema, signedInSellerApplicationSchema,
} from '../../../shared/seller-schemas.js';
import { salesDaysSchema } from '../../../shared/payout-schemas.js';
import type { SellerApplyService } from './seller-apply.service.js';

/** Joining as a seller (spec section 2, "Seller application") and the dashboard's figures. */
export const sellerApplyRoutes: FastifyPluginAsyncZod<{ sellerApply: SellerApplyService }> = async (app, { sellerApply }) => {
  // The business fields are checked here for everyone; a visitor's account fields (username,
  // email, password) pass through and are checked by the service, which knows who is asking.
  app.post(
    '/api/seller/apply',
    { schema: { body: signedInSellerApplicationSchema.loose(), response: { 201: sellerApplyReplySchema } }, preHandler: signUpRateLimit },
    async (request, reply) => {
      const sessionUser = await request.currentUser();
      const result = await sellerApply.apply(sessionUser, request.body, request.body);
      // A visitor's application signs the new account in (DECISIONS.md "Identity and roles").
      if (!sessionUser) await app.startSession(reply, result.user.id);
      return reply.status(201).send(result);
    },
  );

  app.get('/api/seller/application', { schema: { response: { 200: applicationReplySchema } } }, async (request) => {
    const user = await requireUser(request);
    return sellerApply.application(user.id);
  });

  app.get('/api/seller/stats', { schema: { response: { 200: sellerStatsSchema } } }, async (request) => {
    const seller = await requireSeller(request);
    return sellerApply.stats(seller.sellerId);
  });

  app.get('/api/seller/stats/daily', { schema: { response: { 200: salesDaysSchema } } }, async (request, reply) => {
    const seller = await requireSeller(request);
    reply.header('cache-control', 'private, no-store');
    return sellerApply.dailySales(seller.sellerId);
  });
};
