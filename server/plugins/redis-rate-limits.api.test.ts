import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createUser } from '../seed/factories.js';
import { rateLimitHits } from '../db/schema/index.js';
import { loadEnv } from '../env.js';
import { createDiskStorage } from '../storage/disk-storage.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two app instances with REDIS_URL: the sign-in limits they share are counted in Redis, not the database. */
describe.skipIf(!redisUrl)('sign-in limits in Redis (REDIS_URL, issue 10)', () => {
  const prefix = `threadline-test-${randomUUID()}:`;
  let test: TestDatabase;
  let dataDir: string;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let redis: Redis;

  beforeAll(async () => {
    test = await createTestDatabase('pglite');
    dataDir = mkdtempSync(path.join(tmpdir(), 'threadline-redis-'));
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
    const instance = async () => {
      const app = await buildApp({ env, database: test.database, storage: createDiskStorage(path.join(dataDir, 'uploads')), clientDir: path.join(dataDir, 'no-client') });
      await app.ready();
      return app;
    };
    a = await instance();
    b = await instance();
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await a?.authRateLimits.clear();
    await a?.close();
    await b?.close();
    await redis?.quit();
    await test?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = (app: FastifyInstance, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

  it('failed sign-ins on A count on B, in Redis under REDIS_PREFIX, and none in the database', async () => {
    const user = await createUser(test.database.db, { password: 'correct horse' });
    for (let i = 0; i < 10; i += 1) expect((await signIn(i % 2 ? a : b, user.email, 'wrong password')).statusCode).toBe(401);
    const limited = await signIn(b, user.email, 'correct horse');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await signIn(a, user.email, 'correct horse')).statusCode).toBe(429);

    expect(await test.database.db.select().from(rateLimitHits)).toEqual([]);
    const key = `${prefix}rate-limit:signInPerAccount:${user.email}`;
    expect(await redis.zcard(key)).toBe(10);
    // Redis forgets the count by itself one window after the last failure.
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
  });

  it('a good password on B takes back its own per-IP failure hit and clears the account', async () => {
    const user = await createUser(test.database.db, { password: 'correct horse' });
    await a.authRateLimits.clear();
    expect((await signIn(a, user.email, 'wrong password')).statusCode).toBe(401);
    expect((await signIn(b, user.email, 'correct horse')).statusCode).toBe(200);
    expect(await a.authRateLimits.signInPerAccount.count(user.email)).toBe(0);
    // The failure on A still counts for the address; the success on B does not.
    expect(await b.authRateLimits.signInPerIp.count('127.0.0.1')).toBe(1);
    expect(await b.authRateLimits.signInAttemptsPerIp.count('127.0.0.1')).toBe(2);
  });
});
