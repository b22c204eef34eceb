import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every reply. Set from one precomputed object in a hook: @fastify/helmet
 * computes them per request and costs about two thirds of a hello-world's throughput
 * (shared/stack-notes.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean; extraImageOrigins?: string[]; extraConnectOrigins?: string[] }): void {
  const imageSources = ["'self'", 'data:', 'blob:', 'https:', ...(options.extraImageOrigins ?? [])];
  const contentSecurityPolicy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imageSources.join(' ')}`,
    "font-src 'self'",
    `connect-src ${["'self'", ...(options.extraConnectOrigins ?? [])].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'x-dns-prefetch-control': 'off',
  };
  if (options.production) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';

  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
