import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachePrivately } from '../../plugins/cache-policy.js';
import { actingUser } from '../../plugins/guards.js';
import { authReplySchema, messageReplySchema } from '../../../shared/account-schemas.js';
import {
  ACCOUNT_AREA_MESSAGES, accountDeletionSchema, accountLinkSchema, accountSessionsReplySchema, emailChangeSchema,
  emailChangeSentMessage, endedSessionsReplySchema, passwordChangeSchema, profileUpdateSchema, sessionHandleParamsSchema,
} from '../../../shared/account-area-schemas.js';
import type { AccountDeletionService } from './account-deletion.service.js';
import type { AccountSettingsService } from './account-settings.service.js';
import type { EmailVerification } from './email-verification.js';
import { unauthorized } from '../../errors.js';

export interface AccountAreaServices {
  settings: AccountSettingsService;
  deletion: AccountDeletionService;
  verification: EmailVerification;
}

/** The account area (issue 22), shopper scope: the signed-in person's own account only. */
export const accountAreaRoutes: FastifyPluginAsyncZod<{ accountArea: AccountAreaServices }> = async (app, { accountArea }) => {
  const { settings, deletion, verification } = accountArea;
  /** The session this request came with: the guard already loaded it, so it is valid. */
  const sessionOf = (request: { currentSessionId(): string | null }) => {
    const id = request.currentSessionId();
    if (!id) throw unauthorized();
    return id;
  };

  app.patch('/api/account/profile', { schema: { body: profileUpdateSchema, response: { 200: authReplySchema } } }, async (request) => {
    const user = await actingUser(request);
    return { user: await settings.updateProfile(user.id, request.body) };
  });

  app.post('/api/account/password', { schema: { body: passwordChangeSchema, response: { 200: messageReplySchema } } }, async (request) => {
    const user = await actingUser(request);
    await settings.changePassword(user.id, sessionOf(request), request.body);
    return { message: ACCOUNT_AREA_MESSAGES.passwordChanged };
  });

  app.post('/api/account/email', { schema: { body: emailChangeSchema, response: { 200: messageReplySchema } } }, async (request) => {
    const user = await actingUser(request);
    await settings.requestEmailChange(user.id, request.body);
    return { message: emailChangeSentMessage(request.body.email) };
  });

  app.post('/api/account/verify-email/resend', { schema: { response: { 200: messageReplySchema } } }, async (request) => {
    const user = await actingUser(request);
    await verification.resend(user.id);
    return { message: ACCOUNT_AREA_MESSAGES.verificationSent };
  });

  app.get('/api/account/sessions', { schema: { response: { 200: accountSessionsReplySchema } } }, async (request, reply) => {
    const user = await actingUser(request);
    cachePrivately(reply);
    return { sessions: await settings.sessions(user.id, request.currentSessionId()) };
  });

  app.post('/api/account/sessions/end-others', { schema: { response: { 200: endedSessionsReplySchema } } }, async (request) => {
    const user = await actingUser(request);
    return { ended: await settings.endOtherSessions(user.id, sessionOf(request)) };
  });

  app.delete('/api/account/sessions/:id', { schema: { params: sessionHandleParamsSchema } }, async (request, reply) => {
    const user = await actingUser(request);
    await settings.endSession(user.id, request.params.id);
    return reply.status(204).send();
  });

  app.post('/api/account/delete', { schema: { body: accountDeletionSchema } }, async (request, reply) => {
    const user = await actingUser(request);
    await deletion.deleteAccount(user.id, request.body.password);
    await app.endSession(request, reply);
    return reply.status(204).send();
  });
};

/** Links mailed to an address (everyone): they may be opened signed out, or on another device. */
export const accountLinkRoutes: FastifyPluginAsyncZod<{ accountArea: AccountAreaServices }> = async (app, { accountArea }) => {
  // POST, not GET with ?token=: a token in a URL would end up in request logs.
  app.post('/api/account/verify-email', { schema: { body: accountLinkSchema, response: { 200: messageReplySchema } } }, async (request) => {
    await accountArea.verification.verify(request.body.token);
    return { message: ACCOUNT_AREA_MESSAGES.emailVerified };
  });

  app.post('/api/account/email/confirm', { schema: { body: accountLinkSchema, response: { 200: messageReplySchema } } }, async (request) => {
    await accountArea.settings.confirmEmailChange(request.body.token);
    return { message: ACCOUNT_AREA_MESSAGES.emailChanged };
  });
};
