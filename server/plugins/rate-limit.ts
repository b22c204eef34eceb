import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import { rateLimitHits } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import { ipBucket } from './ip-bucket.js';
import { PostgresRateLimiter } from './postgres-rate-limiter.js';
import type { Clock, RateLimiter, RateLimitRule } from './rate-limiter.js';
import { clearRedisRateLimits, RedisRateLimiter } from './redis-rate-limiter.js';

export { ipBucket } from './ip-bucket.js';
export type { Clock, HitResult, RateLimiter, RateLimitRule } from './rate-limiter.js';

/**
 * Rate limits of the authentication routes (DECISIONS.md, "Identity and roles"), per IP and per
 * account, loopback included.
 *
 * Counters live in PostgreSQL (postgres-rate-limiter.ts), or in Redis when REDIS_URL is set
 * (redis-rate-limiter.ts), so several app instances behind a load balancer count the same
 * attempts and a restart forgets nothing.
 */

const MINUTE = 60_000;

export const AUTH_RATE_LIMITS = {
  /** Failed sign-ins for one account (email). */
  signInPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one IP. */
  signInPerIp: { limit: 50, windowMs: 15 * MINUTE },
  /**
   * Every sign-in from one IP, successful ones included: each costs an argon2 check and a new
   * session row. Not in DECISIONS.md; twice the failure limit, so it never bites first on
   * someone mistyping.
   */
  signInAttemptsPerIp: { limit: 100, windowMs: 15 * MINUTE },
  /** Account creations (registration and seller applications) from one IP, one shared bucket. */
  signUpPerIp: { limit: 20, windowMs: 10 * MINUTE },
  /** Reset requests for one account (email, whether or not it exists: no enumeration). */
  passwordResetPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  /**
   * Reset requests from one IP, whatever the emails: without it one client could mail every
   * address it knows. Not in DECISIONS.md; chosen as 4 x the per-account number.
   */
  passwordResetPerIp: { limit: 20, windowMs: 60 * MINUTE },
  /**
   * Checkout attempts (POST /api/checkout) by one shopper: a purchase is one attempt, two or three
   * with a refusal (price changed, sold out) and a retry. 30 in 10 minutes leaves a person who
   * fumbles (or a test suite signed in as one shopper) far from it, and still stops a script.
   * Not an authentication limit: issue 20, finding 4 (stock held by a flood of unpaid checkouts).
   */
  checkoutPerUser: { limit: 30, windowMs: 10 * MINUTE },
  /**
   * Checkout attempts from one IP, whoever signs them: ten shoppers' worth, for an office or a
   * campus behind one address. What one address can hold unpaid is bounded anyway by sign-ups (20
   * per IP) times the 3 unpaid checkouts each; this bounds the work a flood of attempts costs.
   */
  checkoutPerIp: { limit: 300, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

type AuthRateLimitName = keyof typeof AUTH_RATE_LIMITS;
/** Limiters of features (made in app.ts with createRateLimiter) that tests may set a rule for too. */
export type FeatureRateLimitName = 'followWrites' | 'messageSends' | 'codeTriesPerUser' | 'codeTriesPerIp';
export type RateLimitName = AuthRateLimitName | FeatureRateLimitName;

/** The limiters counted per client address rather than per account. */
const PER_IP_LIMITS: ReadonlySet<RateLimitName> = new Set([
  'signInPerIp', 'signInAttemptsPerIp', 'signUpPerIp', 'passwordResetPerIp', 'checkoutPerIp',
]);

export const RATE_LIMIT_MESSAGES = {
  signIn: 'Too many sign-in attempts. Please try again later.',
  signUp: 'Too many sign-up attempts. Please try again later.',
  passwordReset: 'Too many password reset requests. Please try again later.',
} as const;

export type AuthRateLimits = { [Name in AuthRateLimitName]: RateLimiter } & { clear(): Promise<void> };

/** Where the counts live: the app's database, or Redis (REDIS_URL) under a key prefix. */
export interface RateLimitStore {
  db: Db;
  redis?: { client: Redis; prefix: string };
}

export function createAuthRateLimits(
  store: RateLimitStore, options: { clock?: Clock; rules?: Partial<Record<RateLimitName, RateLimitRule>> } = {},
): AuthRateLimits {
  const rules = { ...AUTH_RATE_LIMITS, ...options.rules };
  const longestWindow = Math.max(...Object.values(rules).map((rule) => rule.windowMs));
  const { db, redis } = store;
  const limiter = (name: AuthRateLimitName): RateLimiter => {
    const keyOf = PER_IP_LIMITS.has(name) ? ipBucket : undefined;
    return redis
      ? new RedisRateLimiter(redis.client, redis.prefix, name, rules[name], options.clock, keyOf)
      : new PostgresRateLimiter(db, name, rules[name], options.clock, keyOf, longestWindow);
  };
  return {
    signInPerAccount: limiter('signInPerAccount'),
    signInPerIp: limiter('signInPerIp'),
    signInAttemptsPerIp: limiter('signInAttemptsPerIp'),
    signUpPerIp: limiter('signUpPerIp'),
    passwordResetPerAccount: limiter('passwordResetPerAccount'),
    passwordResetPerIp: limiter('passwordResetPerIp'),
    checkoutPerUser: limiter('checkoutPerUser'),
    checkoutPerIp: limiter('checkoutPerIp'),
    /** Forgets every count of these limiters (tests). */
    async clear() {
      if (redis) await clearRedisRateLimits(redis.client, redis.prefix, Object.keys(rules));
      else await db.delete(rateLimitHits).where(inArray(rateLimitHits.bucket, Object.keys(rules)));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The authentication rate limiters, counted in the database or in Redis. */
    authRateLimits: AuthRateLimits;
  }
}

/** Decorates the app with the limiters of its store. */
export function registerRateLimits(
  app: FastifyInstance, store: RateLimitStore, options: { clock?: Clock; rules?: Partial<Record<RateLimitName, RateLimitRule>> } = {},
): void {
  app.decorate('authRateLimits', createAuthRateLimits(store, options));
  // onError runs before the error handler: the place to add a header to an error reply.
  app.addHook('onError', (_request, reply, error, done) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(Math.ceil(error.retryAfterMs / 1000)));
    done();
  });
}

/** A 429; the app's hook adds Retry-After, the error handler the usual `{ message }`. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super('rate_limited', message);
  }
}

/**
 * The account-creation limit, shared by POST /api/register and POST /api/seller/apply (one
 * bucket: both create accounts). Use as a route's preHandler, after validation, so only
 * well-formed attempts count.
 */
export async function signUpRateLimit(request: FastifyRequest): Promise<void> {
  const result = await request.server.authRateLimits.signUpPerIp.hit(request.ip);
  if (!result.allowed) throw new RateLimitedError(RATE_LIMIT_MESSAGES.signUp, result.retryAfterMs);
}

/**
 * A limiter of a feature's own (not authentication's), counted in the same store, so every
 * instance shares its counts too. `bucket` must differ from every other limiter's.
 */
export function createRateLimiter(store: RateLimitStore, bucket: string, rule: RateLimitRule, clock?: Clock): RateLimiter {
  return store.redis
    ? new RedisRateLimiter(store.redis.client, store.redis.prefix, bucket, rule, clock)
    : new PostgresRateLimiter(store.db, bucket, rule, clock);
}
