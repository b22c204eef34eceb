import type { FastifyRequest } from 'fastify';
import { RateLimitedError, type RateLimiter, type RateLimitRule } from '../../plugins/rate-limit.js';
import { requireUser } from '../../plugins/guards.js';

/**
 * Product writes (create, edit, stock changes, delete) per shop. A seller editing by hand makes a
 * few a minute, 30 at a sprint; each write rewrites up to 220 stock rows, so a script
 * without a bound could keep the database busy for every shopper. Admins count per account.
 */
export const PRODUCT_WRITE_RATE_LIMIT: RateLimitRule = { limit: 60, windowMs: 60_000 };

export const PRODUCT_WRITE_LIMIT_MESSAGE = 'Too many product changes. Please wait a minute and try again.';

/** A preHandler (after validation, so a refused body costs nothing): 429 with Retry-After past the limit. */
export function productWriteRateLimit(limiter: RateLimiter) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = await requireUser(request);
    const result = await limiter.hit(user.sellerId !== null ? `seller:${user.sellerId}` : `user:${user.id}`);
    if (!result.allowed) throw new RateLimitedError(PRODUCT_WRITE_LIMIT_MESSAGE, result.retryAfterMs);
  };
}
