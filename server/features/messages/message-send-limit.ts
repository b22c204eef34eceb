import type { FastifyRequest } from 'fastify';
import { MESSAGE_LIMITS, MESSAGE_MESSAGES } from '../../../shared/message-schemas.js';
import { requireUser } from '../../plugins/guards.js';
import { RateLimitedError, type RateLimiter, type RateLimitRule } from '../../plugins/rate-limit.js';

/** Messages one person sends, in all their conversations: a lively chat stays far below it; a script does not. */
export const MESSAGE_SEND_RATE_LIMIT: RateLimitRule = { limit: MESSAGE_LIMITS.sendsPerHour, windowMs: 60 * 60_000 };

/** A preHandler (after validation, so a refused body costs nothing): 429 with Retry-After past the limit. */
export function messageSendRateLimit(limiter: RateLimiter) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = await requireUser(request);
    const result = await limiter.hit(`user:${user.id}`);
    if (!result.allowed) throw new RateLimitedError(MESSAGE_MESSAGES.rateLimited, result.retryAfterMs);
  };
}
