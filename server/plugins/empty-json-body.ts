import type { FastifyInstance } from 'fastify';
import { invalidData } from '../errors.js';

// fatal: a byte sequence that is not UTF-8 throws instead of quietly becoming U+FFFD.
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The spec's calls without a payload (DELETE a product or cart line, logout, approve, reject) are
 * often sent with `Content-Type: application/json` and nothing after it: an empty JSON body counts
 * as no body instead of Fastify's 400, any other body is parsed as usual. Routes that need a body
 * still refuse the missing one through their schema.
 *
 * JSON is UTF-8 (RFC 8259): a body that is not is refused, where decoding it leniently would store
 * U+FFFD in its place, a change the sender never sees.
 */
export function registerEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(invalidData('The request body is not valid UTF-8'));
    }
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
