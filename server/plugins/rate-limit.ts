import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/**
 * Rate limits of the authentication routes (DECISIONS.md, "Identity and roles"), per IP and per
 * account, loopback included.
 *
 * Counters live in this process's memory, one set per app instance: simple, no table, no
 * extra service. Known limit: with several instances behind a load balancer each keeps its
 * own counts (the effective limit is multiplied by the number of instances) and a restart
 * forgets them. Moving the counters to the database or a shared store is the fix if the app
 * ever runs as more than one instance.
 */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const AUTH_RATE_LIMITS = {
  /** Failed sign-ins for one account (email). */
  signInPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one IP. */
  signInPerIp: { limit: 50, windowMs: 15 * MINUTE },
  /** Account creations (registration and seller applications) from one IP, one shared bucket. */
  signUpPerIp: { limit: 20, windowMs: 10 * MINUTE },
  /** Reset requests for one account (email, whether or not it exists: no enumeration). */
  passwordResetPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  /**
   * Reset requests from one IP, whatever the emails: without it one client could mail every
   * address it knows. Not in DECISIONS.md; chosen as 4 x the per-account number.
   */
  passwordResetPerIp: { limit: 20, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof AUTH_RATE_LIMITS;

export const RATE_LIMIT_MESSAGES = {
  signIn: 'Too many sign-in attempts. Please try again later.',
  signUp: 'Too many sign-up attempts. Please try again later.',
  passwordReset: 'Too many password reset requests. Please try again later.',
} as const;

export type Clock = () => number;

export type HitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * A sliding-window log: each key keeps the times of its hits within the window, at most
 * `limit` of them, so memory per key is bounded. Keys whose hits have all expired are swept
 * every so often, and past `maxKeys` the oldest keys are dropped.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private operations = 0;

  constructor(
    readonly rule: RateLimitRule,
    private readonly now: Clock = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** Records a hit unless the key is at its limit. */
  hit(key: string): HitResult {
    this.maybeSweep();
    const now = this.now();
    const times = this.live(key, now);
    if (times.length >= this.rule.limit) {
      return { allowed: false, retryAfterMs: Math.max(1, times[0]! + this.rule.windowMs - now) };
    }
    times.push(now);
    if (!this.hits.has(key)) {
      if (this.hits.size >= this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
      this.hits.set(key, times);
    }
    return { allowed: true };
  }

  /** Takes back the latest hit (an attempt that turned out not to count, e.g. a good password). */
  release(key: string): void {
    const times = this.hits.get(key);
    times?.pop();
    if (times?.length === 0) this.hits.delete(key);
  }

  /** Forgets a key entirely. */
  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Forgets every key. */
  clear(): void {
    this.hits.clear();
  }

  /** How many hits the key has in the current window. */
  count(key: string): number {
    return this.live(key, this.now()).length;
  }

  /** The number of keys held (for tests and diagnostics). */
  get size(): number {
    return this.hits.size;
  }

  private live(key: string, now: number): number[] {
    const times = this.hits.get(key);
    if (!times) return [];
    const cutoff = now - this.rule.windowMs;
    let expired = 0;
    while (expired < times.length && times[expired]! <= cutoff) expired += 1;
    if (expired > 0) times.splice(0, expired);
    return times;
  }

  private maybeSweep(): void {
    this.operations += 1;
    if (this.operations % 1000 !== 0) return;
    const cutoff = this.now() - this.rule.windowMs;
    for (const [key, times] of this.hits) {
      if (times.length === 0 || times[times.length - 1]! <= cutoff) this.hits.delete(key);
    }
  }
}

export type AuthRateLimits = { [Name in RateLimitName]: RateLimiter } & { clear(): void };

export function createAuthRateLimits(
  options: { clock?: Clock; rules?: Partial<Record<RateLimitName, RateLimitRule>> } = {},
): AuthRateLimits {
  const limiter = (name: RateLimitName) => new RateLimiter(options.rules?.[name] ?? AUTH_RATE_LIMITS[name], options.clock);
  const limits = {
    signInPerAccount: limiter('signInPerAccount'),
    signInPerIp: limiter('signInPerIp'),
    signUpPerIp: limiter('signUpPerIp'),
    passwordResetPerAccount: limiter('passwordResetPerAccount'),
    passwordResetPerIp: limiter('passwordResetPerIp'),
  };
  return {
    ...limits,
    clear() {
      for (const each of Object.values(limits)) each.clear();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's authentication rate limiters. */
    authRateLimits: AuthRateLimits;
  }
}

/** Decorates the app with its own limiters: each app (and so each test app) starts at zero. */
export function registerRateLimits(app: FastifyInstance, options: { clock?: Clock } = {}): void {
  app.decorate('authRateLimits', createAuthRateLimits(options));
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
  const result = request.server.authRateLimits.signUpPerIp.hit(request.ip);
  if (!result.allowed) throw new RateLimitedError(RATE_LIMIT_MESSAGES.signUp, result.retryAfterMs);
}
