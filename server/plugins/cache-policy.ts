import type { FastifyInstance, FastifyReply } from 'fastify';

/** What visitors see (the catalogue as anyone gets it): a CDN may keep it briefly. */
export const PUBLIC_SHORT_CACHE = 'public, max-age=30';
/** Anything that depends on who asks: never stored by a shared cache, nor kept by the browser. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Marks a reply as the visitors' one, shared by everybody. */
export function cachePublicly(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', PUBLIC_SHORT_CACHE);
}

/** Marks a reply as this viewer's own (an admin's or a seller's view, an account, a cart). */
export function cachePrivately(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', PRIVATE_NO_STORE);
}

/**
 * Caches in front of the app (a CDN, a proxy) must never hand one viewer's reply to another.
 * Every API reply says how it may be cached: a route that does not say is private, so a new
 * route is safe by default; and every API reply varies by Cookie, since the same address can
 * answer an admin and a visitor differently.
 */
export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.url.startsWith('/api/')) return done(null, payload);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_NO_STORE);
    const vary = reply.getHeader('vary');
    const existing = typeof vary === 'string' ? vary.split(',').map((v) => v.trim()).filter(Boolean) : [];
    if (!existing.some((v) => v.toLowerCase() === 'cookie' || v === '*')) reply.header('vary', [...existing, 'Cookie'].join(', '));
    done(null, payload);
  });
}
