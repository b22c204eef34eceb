import type { FastifyInstance } from 'fastify';

/**
 * The spec's calls without a payload (DELETE a product or cart line, logout, approve, reject) are
 * often sent with `Content-Type: application/json` and nothing after it: an empty JSON body counts
 * as no body instead of Fastify's 400, any other body is parsed as usual. Routes that need a body
 * still refuse the missing one through their schema.
 */
export function registerEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, String(body), done);
  });
}
