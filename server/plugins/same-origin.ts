import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request whose Origin header names another site (DECISIONS.md,
 * "Cross-site"). SameSite=Lax cookies already keep most of them out; this closes the rest.
 */
export function registerSameOriginGuard(app: FastifyInstance, options: { publicOrigin?: string }): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (SAFE_METHODS.has(request.method) || origin === undefined) return done();
    const ownOrigin = options.publicOrigin ?? `${request.protocol}://${request.host}`;
    if (origin !== ownOrigin) return done(forbidden('Cross-site requests are not allowed'));
    done();
  });
}
