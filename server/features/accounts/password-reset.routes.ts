import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES, messageReplySchema, passwordResetConfirmSchema, passwordResetRequestSchema,
  passwordResetValidateSchema,
} from '../../../shared/account-schemas.js';
import type { PasswordResetService } from './password-reset.service.js';

/**
 * `linkOrigin` is where reset links point: PUBLIC_ORIGIN, or the local address (env.ts,
 * linkOriginOf). Never the request's Host header, which the client writes: a forged one would
 * mail a victim's link to another site.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{
  passwordReset: PasswordResetService;
  linkOrigin: string;
}> = async (app, { passwordReset, linkOrigin }) => {
  app.post(
    '/api/password-reset/request',
    { schema: { body: passwordResetRequestSchema, response: { 200: messageReplySchema } } },
    async (request) => {
      await passwordReset.request(request.body.email, request.ip, linkOrigin);
      return { message: ACCOUNT_MESSAGES.resetRequested };
    },
  );

  // POST, not GET with ?token=: a token in a URL would end up in request logs.
  app.post(
    '/api/password-reset/validate',
    { schema: { body: passwordResetValidateSchema, response: { 200: messageReplySchema } } },
    async (request) => {
      await passwordReset.validate(request.body.token);
      return { message: 'This reset link is valid' };
    },
  );

  app.post(
    '/api/password-reset/confirm',
    { schema: { body: passwordResetConfirmSchema, response: { 200: messageReplySchema } } },
    async (request) => {
      await passwordReset.confirm(request.body.token, request.body.password);
      return { message: ACCOUNT_MESSAGES.passwordReset };
    },
  );
};
