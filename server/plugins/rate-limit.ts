import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isIPv4, isIPv6 } from 'node:net';
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
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof AUTH_RATE_LIMITS;

/** The limiters counted per client address rather than per account. */
const PER_IP_LIMITS: ReadonlySet<RateLimitName> = new Set(['signInPerIp', 'signInAttemptsPerIp', 'signUpPerIp', 'passwordResetPerIp']);

/** The eight 16-bit groups of an IPv6 address, or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/%.*$/, '');
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...left, ...new Array<number>(missing).fill(0), ...right];
}

/**
 * The bucket a client address counts in. An IPv6 user usually holds a whole /64 (2^64
 * addresses), so per-address counting would give them endless tries: IPv6 counts per /64.
 * IPv4-mapped IPv6 addresses count as the IPv4 address.
 */
export function ipBucket(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

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
 * every so often. At `maxKeys`, only expired keys make room: a flood of new keys must not
 * erase someone's counter, so when every key is live a new key is refused until one expires.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private operations = 0;
  private lastFullSweep = -Infinity;
  private readonly keyOf: (key: string) => string;

  constructor(
    readonly rule: RateLimitRule,
    private readonly now: Clock = Date.now,
    private readonly maxKeys = 100_000,
    /** Maps what callers pass to the counted key, e.g. an IPv6 address to its /64. */
    keyOf?: (key: string) => string,
  ) {
    this.keyOf = keyOf ?? ((key) => key);
  }

  /** Records a hit unless the key is at its limit. */
  hit(rawKey: string): HitResult {
    const key = this.keyOf(rawKey);
    this.maybeSweep();
    const now = this.now();
    const times = this.live(key, now);
    if (times.length >= this.rule.limit) {
      return { allowed: false, retryAfterMs: Math.max(1, times[0]! + this.rule.windowMs - now) };
    }
    if (!this.hits.has(key) && this.hits.size >= this.maxKeys) {
      // A full sweep is O(keys): at most once a second while the table stays full.
      if (now - this.lastFullSweep >= 1000) {
        this.lastFullSweep = now;
        this.sweep(now);
      }
      if (this.hits.size >= this.maxKeys) return { allowed: false, retryAfterMs: this.untilFirstExpiry(now) };
    }
    times.push(now);
    if (!this.hits.has(key)) this.hits.set(key, times);
    return { allowed: true };
  }

  /** Takes back the latest hit (an attempt that turned out not to count, e.g. a good password). */
  release(rawKey: string): void {
    const key = this.keyOf(rawKey);
    const times = this.hits.get(key);
    times?.pop();
    if (times?.length === 0) this.hits.delete(key);
  }

  /** Forgets a key entirely. */
  reset(rawKey: string): void {
    this.hits.delete(this.keyOf(rawKey));
  }

  /** Forgets every key. */
  clear(): void {
    this.hits.clear();
  }

  /** How many hits the key has in the current window. */
  count(rawKey: string): number {
    return this.live(this.keyOf(rawKey), this.now()).length;
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
    if (this.operations % 1000 === 0) this.sweep(this.now());
  }

  private sweep(now: number): void {
    const cutoff = now - this.rule.windowMs;
    for (const [key, times] of this.hits) {
      if (times.length === 0 || times[times.length - 1]! <= cutoff) this.hits.delete(key);
    }
  }

  /** When the soonest key runs out of live hits (the table is full, so there are keys). */
  private untilFirstExpiry(now: number): number {
    let soonest = Infinity;
    for (const times of this.hits.values()) soonest = Math.min(soonest, (times.at(-1) ?? now) + this.rule.windowMs);
    return Math.max(1, Math.min(soonest - now, this.rule.windowMs));
  }
}

export type AuthRateLimits = { [Name in RateLimitName]: RateLimiter } & { clear(): void };

export function createAuthRateLimits(
  options: { clock?: Clock; rules?: Partial<Record<RateLimitName, RateLimitRule>>; maxKeys?: number } = {},
): AuthRateLimits {
  const limiter = (name: RateLimitName) =>
    new RateLimiter(options.rules?.[name] ?? AUTH_RATE_LIMITS[name], options.clock, options.maxKeys, PER_IP_LIMITS.has(name) ? ipBucket : undefined);
  const limits = {
    signInPerAccount: limiter('signInPerAccount'),
    signInPerIp: limiter('signInPerIp'),
    signInAttemptsPerIp: limiter('signInAttemptsPerIp'),
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
