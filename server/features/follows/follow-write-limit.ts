import type { FastifyRequest } from 'fastify';
import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES } from '../../../shared/notification-schemas.js';
import { requireUser } from '../../plugins/guards.js';
import { RateLimitedError, type RateLimiter, type RateLimitRule } from '../../plugins/rate-limit.js';

/**
 * Favourite, follow and stock-alert changes per person, one bucket for all three: tapping hearts
 * on and off while browsing stays far below it; a script following every shop does not.
 */
export const FOLLOW_WRITE_RATE_LIMIT: RateLimitRule = { limit: NOTIFICATION_LIMITS.writesPerHour, windowMs: 60 * 60_000 };

/** A preHandler (after validation, so a refused body costs nothing): 429 with Retry-After past the limit. */
export function followWriteRateLimit(limiter: RateLimiter) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = await requireUser(request);
    const result = await limiter.hit(`user:${user.id}`);
    if (!result.allowed) throw new RateLimitedError(NOTIFICATION_MESSAGES.rateLimited, result.retryAfterMs);
  };
}
