import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { sessions } from '../../db/schema/index.js';
import { insertSession } from '../../kernel/session.repo.js';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { sessionIdOf } from '../../plugins/session.js';
import { expectError } from './account-test-helpers.js';

const TOO_MANY = 'Too many sign-in attempts. Please try again later.';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Hardening of sessions and sign-in limits (issue 6, findings 2 and 6). */
describe.each(TEST_DRIVERS)('sessions and sign-in limits on %s', (driver) => {
  describe('on plain http with no settings', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(driver);
    });
    afterAll(async () => {
      await t?.close();
    });
    beforeEach(() => t.app.authRateLimits.clear());

    const login = (email: string, password: string, remoteAddress?: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress, headers });

    it('keeps tl_session without Secure, so clients on http://localhost keep it', async () => {
      const user = await createUser(t.db);
      const response = await login(user.email, 'password123');
      expect(response.cookies.map((c) => c.name)).toEqual(['tl_session']);
      expect(response.cookies[0]!.secure).toBeUndefined();
    });

    it('counts IPv6 clients per /64: 60 addresses of one /64 get 50 failures, then 429', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 60; i += 1) {
        statuses.push((await login(`guess${i}@example.com`, 'wrong password', `2001:db8::${(i + 1).toString(16)}`)).statusCode);
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(50);
      expect(statuses.slice(50).every((s) => s === 429)).toBe(true);
      expect((await login('other@example.com', 'wrong password', '2001:db8:0:1::1')).statusCode).toBe(401);
    }, 90_000);

    it('caps every sign-in from one IP, successful ones included, at 100 per 15 minutes', async () => {
      const user = await createUser(t.db);
      for (let i = 0; i < 100; i += 1) expect((await login(user.email, 'password123', '10.60.0.1')).statusCode).toBe(200);
      expectError(await login(user.email, 'password123', '10.60.0.1'), 429, TOO_MANY);
      expect((await login(user.email, 'password123', '10.60.0.2')).statusCode).toBe(200);
      // 101 argon2 checks: slow on a busy machine.
    }, 120_000);

    it('keeps at most 10 sessions per user: the newest, and the oldest stop working', async () => {
      const user = await createUser(t.db);
      const cookies: string[] = [];
      for (let i = 0; i < 12; i += 1) cookies.push(sessionCookieOf(await login(user.email, 'password123')));
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(10);
      const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });
      expect((await me(cookies[0]!)).statusCode).toBe(401);
      expect((await me(cookies[1]!)).statusCode).toBe(401);
      for (const cookie of cookies.slice(2)) expect((await me(cookie)).statusCode).toBe(200);
    });

    it('ends a session 90 days after sign-in however active it was', async () => {
      const user = await createUser(t.db);
      const token = 'C'.repeat(43);
      await insertSession(t.db, { id: sessionIdOf(token), userId: user.id, expiresAt: new Date(Date.now() + 10 * DAY_MS) });
      await t.db.update(sessions).set({ createdAt: new Date(Date.now() - 91 * DAY_MS) }).where(eq(sessions.id, sessionIdOf(token)));
      expectError(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: `tl_session=${token}` } }), 401, 'Please sign in');
      expect(await t.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(token)))).toHaveLength(0);
    });
  });

  describe('with an https PUBLIC_ORIGIN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(driver, { PUBLIC_ORIGIN: 'https://shop.example.com' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('sets a Secure __Host-tl_session and ignores a tossed tl_session, whatever the order', async () => {
      const user = await createUser(t.db);
      const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: 'password123' } });
      expect(response.statusCode).toBe(200);
      expect(response.cookies).toHaveLength(1);
      expect(response.cookies[0]).toMatchObject({ name: '__Host-tl_session', secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(response.cookies[0]!.domain).toBeUndefined();
      const real = sessionCookieOf(response);

      // A sibling subdomain plants its own session (the attacker's account) as tl_session.
      const attacker = await createUser(t.db);
      const planted = sessionCookieOf(await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: attacker.email, password: 'password123' } }))
        .replace('__Host-tl_session', 'tl_session');
      const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });
      expect((await me(planted)).statusCode).toBe(401);
      for (const cookie of [`${planted}; ${real}`, `${real}; ${planted}`]) {
        const reply = await me(cookie);
        expect(reply.statusCode).toBe(200);
        expect(reply.json().user.id).toBe(user.id);
      }
    });
  });

  describe('behind one TLS-terminating proxy (TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(driver, { TRUST_PROXY: '1' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('marks the cookie Secure with the __Host- prefix when the proxy says https', async () => {
      const user = await createUser(t.db);
      const response = await t.app.inject({
        method: 'POST', url: '/api/login', payload: { email: user.email, password: 'password123' },
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' },
      });
      expect(response.cookies[0]).toMatchObject({ name: '__Host-tl_session', secure: true });
    });

    it('takes the address the proxy saw, not one the client wrote: spoofed X-Forwarded-For entries share a bucket', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 60; i += 1) {
        const response = await t.app.inject({
          method: 'POST', url: '/api/login', payload: { email: `spoof${i}@example.com`, password: 'wrong password' },
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.50` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(50);
      expect(statuses.slice(50).every((s) => s === 429)).toBe(true);
    }, 90_000);
  });
});
