import type { FastifyInstance } from 'fastify';

/**
 * Calls the spec sends without a payload (approve, reject, logout): an empty JSON body counts as
 * no body instead of a 400, any other body is parsed as usual. Register inside the routes' own plugin.
 */
export function allowEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, String(body), done);
  });
}
