import { createRateLimiter, RateLimitedError, type Clock, type RateLimiter, type RateLimitStore } from '../../plugins/rate-limit.js';
import { ACCOUNT_AREA_MESSAGES } from '../../../shared/account-area-schemas.js';

const MINUTE = 60_000;

/**
 * The account area's limits, per account, as the sign-in's are (DECISIONS.md "Identity and
 * roles"): a wrong current password counts like a failed sign-in (10 per 15 minutes), so a
 * stolen session cannot guess the password through these forms; links mailed (verification,
 * email change) 5 per hour, as password reset links are.
 */
export const ACCOUNT_AREA_LIMITS = {
  passwordChecks: { limit: 10, windowMs: 15 * MINUTE },
  mails: { limit: 5, windowMs: 60 * MINUTE },
} as const;

export interface AccountAreaLimits {
  passwordChecks: RateLimiter;
  mails: RateLimiter;
}

export function createAccountAreaLimits(store: RateLimitStore, clock?: Clock): AccountAreaLimits {
  return {
    passwordChecks: createRateLimiter(store, 'accountPasswordChecks', ACCOUNT_AREA_LIMITS.passwordChecks, clock),
    mails: createRateLimiter(store, 'accountMails', ACCOUNT_AREA_LIMITS.mails, clock),
  };
}

/** One hit for `userId`, or 429 with `message`; returns the hit so a success can give it back. */
export async function hitAccountLimit(limiter: RateLimiter, userId: number, message: string): Promise<string> {
  const result = await limiter.hit(`user:${userId}`);
  if (!result.allowed) throw new RateLimitedError(message, result.retryAfterMs);
  return result.hitId;
}

export const tooManyPasswordChecks = ACCOUNT_AREA_MESSAGES.tooManyPasswordChecks;
export const tooManyMails = ACCOUNT_AREA_MESSAGES.tooManyMails;
