import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signUpRateLimit } from '../../plugins/rate-limit.js';
import { applicationReplySchema, sellerApplyReplySchema, signedInSellerApplicationSchema } from '../../../shared/seller-schemas.js';
import type { SellerApplyService } from './seller-apply.service.js';
import { requireUser } from '../../plugins/guards.js';

/** Joining as a seller (spec section 2, "Seller application"): open to visitors, who get an account with it. */
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
};

/** A signed-in user's own application and its review (shopper scope). */
export const sellerApplicationRoutes: FastifyPluginAsyncZod<{ sellerApply: SellerApplyService }> = async (app, { sellerApply }) => {
  app.get('/api/seller/application', { schema: { response: { 200: applicationReplySchema } } }, async (request) =>
    sellerApply.application((await requireUser(request)).id));
};
