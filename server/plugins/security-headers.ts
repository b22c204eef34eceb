import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every reply. Set from one precomputed object in a hook: @fastify/helmet
 * computes them per request and costs about two thirds of a hello-world's throughput
 * (shared/stack-notes.md).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean; extraImageOrigins?: string[]; extraConnectOrigins?: string[]; stripe?: boolean },
): void {
  const imageSources = ["'self'", 'data:', 'blob:', 'https:', ...(options.extraImageOrigins ?? [])];
  // Card details are typed into Stripe's own frames (never our page): its script, frames and API.
  const stripe = options.stripe ? { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] } : null;
  const contentSecurityPolicy = [
    "default-src 'self'",
    `script-src ${["'self'", ...(stripe?.script ?? [])].join(' ')}`,
    ...(stripe ? [`frame-src ${stripe.frame.join(' ')}`] : []),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imageSources.join(' ')}`,
    "font-src 'self'",
    `connect-src ${["'self'", ...(options.extraConnectOrigins ?? []), ...(stripe?.connect ?? [])].join(' ')}`,
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
    'permissions-policy': `camera=(), microphone=(), geolocation=(), payment=(${stripe ? 'self "https://js.stripe.com"' : ''})`,
    'x-dns-prefetch-control': 'off',
  };
  if (options.production) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';

  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
