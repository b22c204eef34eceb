import { RATE_LIMIT_MESSAGES, RateLimitedError, type AuthRateLimits } from '../../plugins/rate-limit.js';
import type { RateLimiter } from '../../plugins/rate-limiter.js';
import { hashPassword, verifyPassword } from '../../kernel/password.js';

/**
 * One hit on a per-IP and a per-account limiter, or 429 with the message given. When the account
 * is over its limit the IP gets its hit back, so someone locked out of one account does not use
 * up the address's allowance for every other. Returns the IP's hit, to give back on success.
 */
export async function hitIpAndAccount(
  perIp: RateLimiter, perAccount: RateLimiter, ip: string, account: string, message: string,
): Promise<string> {
  const byIp = await perIp.hit(ip);
  if (!byIp.allowed) throw new RateLimitedError(message, byIp.retryAfterMs);
  const byAccount = await perAccount.hit(account);
  if (!byAccount.allowed) {
    await perIp.release(byIp.hitId);
    throw new RateLimitedError(message, byAccount.retryAfterMs);
  }
  return byIp.hitId;
}

/**
 * What every sign-in form shares (/api/login, /api/admin/login): the limits, and a password check
 * that takes as long for an unknown account as for a wrong password. Failed attempts count per
 * account and per IP; a success does not count and clears the account's failures. All attempts,
 * successes included, count per IP against a higher cap, since each costs an argon2 check. IPs
 * count per /64 under IPv6 (rate-limit.ts, ipBucket).
 */
export function createSignInGate(limits: AuthRateLimits) {
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword('not the password of anyone'));

  return {
    /** Counts one attempt for `account` from `ip`, or throws 429. */
    async admit(ip: string, account: string): Promise<{ account: string; ipHit: string }> {
      const attempts = await limits.signInAttemptsPerIp.hit(ip);
      if (!attempts.allowed) throw new RateLimitedError(RATE_LIMIT_MESSAGES.signIn, attempts.retryAfterMs);
      const ipHit = await hitIpAndAccount(limits.signInPerIp, limits.signInPerAccount, ip, account, RATE_LIMIT_MESSAGES.signIn);
      return { account, ipHit };
    },

    /** Checks against the decoy when there is no account, so both cost the same. */
    passwordMatches(passwordHash: string | undefined, password: string): Promise<boolean> {
      return passwordHash ? verifyPassword(passwordHash, password) : decoy().then((hash) => verifyPassword(hash, password));
    },

    /** A successful sign-in: not a failure of the IP, and the account's failures forgotten. */
    async succeeded(attempt: { account: string; ipHit: string }): Promise<void> {
      await limits.signInPerIp.release(attempt.ipHit);
      await limits.signInPerAccount.reset(attempt.account);
    },
  };
}
