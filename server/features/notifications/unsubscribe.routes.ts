import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsubscribeQuerySchema, unsubscribeReplySchema } from '../../../shared/notification-schemas.js';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from './unsubscribe-links.js';
import type { UnsubscribeService } from './unsubscribe.service.js';

/** RFC 8058's body is one short field; nothing longer has a reason to arrive here. */
const FORM_BODY_LIMIT = 1024;

/**
 * A mail's unsubscribe link (the everyone scope: no sign-in, the code is the authority). The GET
 * says what the code turns off and changes nothing; the POST turns it off. Mail apps send their
 * one-click POST as a form (`List-Unsubscribe=One-Click`, RFC 8058): accepted here, in this
 * scope only, and read no further than that.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ unsubscribe: UnsubscribeService }> = async (app, { unsubscribe }) => {
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, _body, done) => done(null, undefined));
  }
  const schema = { querystring: unsubscribeQuerySchema, response: { 200: unsubscribeReplySchema } };

  app.get(ONE_CLICK_UNSUBSCRIBE_PATH, { schema }, async (request) => unsubscribe.preview(request.query.code));

  app.post(ONE_CLICK_UNSUBSCRIBE_PATH, { schema }, async (request) => unsubscribe.unsubscribe(request.query.code));
};
