import { Redis } from 'ioredis';

/**
 * The Redis connection for REDIS_URL. A command waits through at most two reconnection attempts,
 * so a sign-in fails with an error instead of hanging while Redis is away; ioredis keeps
 * reconnecting, and reports each failure to `onError`.
 */
export function connectRedis(url: string, onError: (error: Error) => void): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
  redis.on('error', onError);
  return redis;
}
