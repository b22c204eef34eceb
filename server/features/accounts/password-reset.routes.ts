import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES, messageReplySchema, passwordResetConfirmSchema, passwordResetRequestSchema,
  passwordResetValidateSchema,
} from '../../../shared/account-schemas.js';
import type { PasswordResetService } from './password-reset.service.js';

// A Host header is what the client says it is; only a plain host[:port] may shape a link.
const PLAIN_HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin reset links point at: PUBLIC_ORIGIN, else the request's own. Without
 * PUBLIC_ORIGIN a forged Host header could point a victim's link elsewhere, so production
 * deployments should set it (the app warns at start-up).
 */
function linkOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  if (publicOrigin) return publicOrigin;
  const host = PLAIN_HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  passwordReset: PasswordResetService;
  publicOrigin?: string;
  production: boolean;
}> = async (app, { passwordReset, publicOrigin, production }) => {
  if (!publicOrigin && production) {
    app.log.warn('PUBLIC_ORIGIN is not set: password reset links use the Host header of the request that asked for them');
  }

  app.post(
    '/api/password-reset/request',
    { schema: { body: passwordResetRequestSchema, response: { 200: messageReplySchema } } },
    async (request) => {
      await passwordReset.request(request.body.email, request.ip, linkOrigin(request, publicOrigin));
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
