import type { FastifyInstance } from 'fastify';
import { invalidData } from '../errors.js';

function someString(value: unknown, test: (text: string) => boolean, depth = 0): boolean {
  if (typeof value === 'string') return test(value);
  // Raw bytes (an upload's body) are not text: nothing to check, and far too long to walk.
  if (value instanceof Uint8Array) return false;
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((item) => someString(item, test, depth + 1));
}

const containsNul = (value: unknown) => someString(value, (text) => text.includes('\u0000'));
// A lone surrogate ("\ud800" in JSON) is no character at all; stored or hashed it becomes U+FFFD,
// so two different passwords would hash alike.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const containsMalformed = (value: unknown) => someString(value, (text) => LONE_SURROGATE.test(text));

/**
 * PostgreSQL text cannot hold the NUL character: left alone, one in any field would fail its
 * query with a 500. Refused up front, for every route, before validation, like text that is
 * not well-formed Unicode (a lone surrogate).
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
      return done(invalidData('Text must not contain the NUL character'));
    }
    if (containsMalformed(request.query) || containsMalformed(request.params) || containsMalformed(request.body)) {
      return done(invalidData('Text must be well-formed Unicode'));
    }
    done();
  });
}
