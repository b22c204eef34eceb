import type { FastifyRequest } from 'fastify';
import { PROMOTION_LIMITS, PROMOTION_MESSAGES } from '../../../shared/promotion-limits.js';
import { requireUser } from '../../plugins/guards.js';
import { ipBucket, RateLimitedError, type RateLimiter, type RateLimitRule } from '../../plugins/rate-limit.js';

const TEN_MINUTES = 10 * 60_000;

/** Codes one account may try, right or wrong: a shopper with a handful of codes stays far below it; guessing does not. */
export const CODE_TRIES_PER_USER_RATE_LIMIT: RateLimitRule = { limit: PROMOTION_LIMITS.codeTriesPerUser, windowMs: TEN_MINUTES };
/** Codes tried from one address (an IPv6 /64), whichever accounts: fresh accounts do not buy fresh guesses. */
export const CODE_TRIES_PER_IP_RATE_LIMIT: RateLimitRule = { limit: PROMOTION_LIMITS.codeTriesPerIp, windowMs: TEN_MINUTES };

export interface CodeTryLimits {
  perUser: RateLimiter;
  perIp: RateLimiter;
}

/**
 * POST /api/cart/codes's preHandler, after validation: per account, then per address. An account
 * already refused does not spend its address's allowance, and a try the address refuses is given
 * back to the account.
 */
export function codeTriesRateLimit(limits: CodeTryLimits) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = await requireUser(request);
    const byUser = await limits.perUser.hit(`user:${user.id}`);
    if (!byUser.allowed) throw new RateLimitedError(PROMOTION_MESSAGES.tooManyTries, byUser.retryAfterMs);
    const byIp = await limits.perIp.hit(ipBucket(request.ip));
    if (!byIp.allowed) {
      await limits.perUser.release(byUser.hitId);
      throw new RateLimitedError(PROMOTION_MESSAGES.tooManyTries, byIp.retryAfterMs);
    }
  };
}
