import type { FastifyInstance } from 'fastify';
import { invalidData } from '../errors.js';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((item) => containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold the NUL character: left alone, one in any field would fail its
 * query with a 500. Refused up front, for every route, before validation.
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
      return done(invalidData('Text must not contain the NUL character'));
    }
    done();
  });
}
