import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The only state-changing calls another site may send. A mail's one-click unsubscribe (RFC 8058)
 * is POSTed by the mail app, whose web client has its own origin; the signed code in its address,
 * not a cookie, is what authorises it, and it can only turn off that code's one kind of email.
 */
export const CROSS_SITE_POST_PATHS: ReadonlySet<string> = new Set(['/api/notifications/unsubscribe']);

const pathOf = (url: string) => url.split('?', 1)[0]!;

/**
 * Refuses a state-changing request whose Origin header names another site (DECISIONS.md,
 * "Cross-site"). SameSite=Lax cookies already keep most of them out; this closes the rest.
 */
export function registerSameOriginGuard(app: FastifyInstance, options: { publicOrigin?: string }): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (SAFE_METHODS.has(request.method) || origin === undefined) return done();
    if (request.method === 'POST' && CROSS_SITE_POST_PATHS.has(pathOf(request.url))) return done();
    const ownOrigin = options.publicOrigin ?? `${request.protocol}://${request.host}`;
    if (origin !== ownOrigin) return done(forbidden('Cross-site requests are not allowed'));
    done();
  });
}
