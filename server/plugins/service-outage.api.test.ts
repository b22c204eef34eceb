import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../seed/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { isServiceUnreachable } from './error-handler.js';

describe('a backing service that cannot be reached', () => {
  it('is recognised through the wrappers the clients put around it', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isServiceUnreachable(refused)).toBe(true);
    expect(isServiceUnreachable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isServiceUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isServiceUnreachable(new Error('Reached the max retries per request limit (which is 2). Refer to "maxRetriesPerRequest" option for details.'))).toBe(true);
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(isServiceUnreachable(new Error('Failed query: update product_variants', { cause: terminated }))).toBe(true);
    expect(isServiceUnreachable(Object.assign(new Error('the database system is shutting down'), { code: '57P03' }))).toBe(true);
    expect(isServiceUnreachable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
    expect(isServiceUnreachable(Object.assign(new Error('canceling statement due to user request'), { code: '57014' }))).toBe(false);
    expect(isServiceUnreachable(new Error('duplicate key value violates unique constraint'))).toBe(false);
    expect(isServiceUnreachable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isServiceUnreachable('ECONNREFUSED')).toBe(false);
  });

  describe('Redis (REDIS_URL) down at sign-in', () => {
    let t: TestApp;
    // Nothing listens on port 1: every Redis command fails once its retries are spent.
    beforeAll(async () => { t = await createTestApp('pglite', { REDIS_URL: 'redis://127.0.0.1:1' }); });
    afterAll(async () => t?.close());

    it('answers 503 with Retry-After and a clear message, not 500', async () => {
      const user = await createUser(t.db, { password: 'correct horse' });
      const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: 'correct horse' } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: 'The shop is briefly unavailable, please try again in a moment' });
    });
  });
});
