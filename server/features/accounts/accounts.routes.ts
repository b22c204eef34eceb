import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signUpRateLimit } from '../../plugins/rate-limit.js';
import { cachePrivately } from '../../plugins/cache-policy.js';
import { authReplySchema, currentUserSchema, loginSchema, registerSchema } from '../../../shared/account-schemas.js';
import type { AccountsService } from './accounts.service.js';
import { requireUser } from '../../plugins/guards.js';

/** Sign-up, sign-in and sign-out (spec section 7, "Account"): open to everyone. */
export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  app.post(
    '/api/register',
    { schema: { body: registerSchema, response: { 201: authReplySchema } }, preHandler: signUpRateLimit },
    async (request, reply) => {
      const user = await accounts.register(request.body);
      // Registration signs the new user in (DECISIONS.md).
      await app.startSession(reply, user.id);
      return reply.status(201).send({ user });
    },
  );

  app.post('/api/login', { schema: { body: loginSchema, response: { 200: authReplySchema } } }, async (request, reply) => {
    const user = await accounts.signIn(request.body, request.ip);
    await app.startSession(reply, user.id);
    return { user };
  });

  // Logout takes no payload: whatever body or content type comes along is ignored, so an empty
  // "application/json" request does not fail on its empty body.
  await app.register(async (logout) => {
    logout.removeAllContentTypeParsers();
    logout.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));
    logout.post('/api/logout', async (request, reply) => {
      await app.endSession(request, reply);
      return reply.status(204).send();
    });
  });
};

/** The signed-in user's own account (shopper scope). */
export const currentUserRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  app.get('/api/user/me', { schema: { response: { 200: currentUserSchema } } }, async (request, reply) => {
    const user = await requireUser(request);
    cachePrivately(reply);
    return accounts.currentUser(user.id);
  });
};
