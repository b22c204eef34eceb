import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/guards.js';
import { RateLimitedError, type RateLimiter, type RateLimitRule } from '../../plugins/rate-limit.js';

/**
 * Review writes (post, edit, delete) per person. A buyer writes a few after a delivery; 20 an
 * hour leaves room for fixing typos and stops a script flooding a shop with edits.
 */
export const REVIEW_WRITE_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60 * 60_000 };

export const REVIEW_WRITE_LIMIT_MESSAGE = 'Too many review changes. Please try again in an hour.';

/** A preHandler (after validation, so a refused body costs nothing): 429 with Retry-After past the limit. */
export function reviewWriteRateLimit(limiter: RateLimiter) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = await requireUser(request);
    const result = await limiter.hit(`user:${user.id}`);
    if (!result.allowed) throw new RateLimitedError(REVIEW_WRITE_LIMIT_MESSAGE, result.retryAfterMs);
  };
}
