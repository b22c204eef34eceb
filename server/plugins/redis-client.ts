import { Redis } from 'ioredis';

/**
 * The Redis connection for REDIS_URL. A command waits through at most two reconnection attempts,
 * so a sign-in fails with an error instead of hanging while Redis is away.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
}
