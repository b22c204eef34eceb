import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { outbox, passwordResetTokens, sessions, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError, signIn } from './account-test-helpers.js';
import { hashToken } from '../../kernel/tokens.js';

const REQUESTED = 'If an account exists for that email, we have sent a link to reset the password.';
const INVALID = 'This reset link is invalid or has expired';

describe.each(TEST_DRIVERS)('password reset API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { PUBLIC_ORIGIN: 'https://shop.example.com' });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.app.authRateLimits.clear());

  const requestReset = (email: string, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email }, remoteAddress });
  const confirm = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password } });
  const validate = (token: string) => t.app.inject({ method: 'POST', url: '/api/password-reset/validate', payload: { token } });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });

  /** Mail handed to the transport for this address, newest first (the reply comes before the mail). */
  async function mailsTo(email: string) {
    await t.settle();
    return t.mails.filter((mail) => mail.to === email).map((mail) => ({ subject: mail.subject, body: mail.text })).reverse();
  }

  /** The token of the latest reset mail, read like a person reads their mail. */
  async function latestToken(email: string): Promise<string> {
    const [mail] = await mailsTo(email);
    const match = mail?.body.match(/https:\/\/shop\.example\.com\/reset-password\?token=([A-Za-z0-9_-]{43})/);
    if (!match) throw new Error(`No reset link mailed to ${email}`);
    return match[1]!;
  }

  it('answers the same 200 whether or not the email has an account, and mails only real, active users', async () => {
    const user = await createUser(t.db, { email: `reset_${Date.now()}@example.com` });
    const inactive = await createUser(t.db, { isActive: false });
    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset('nobody-here@example.com');
    const deactivated = await requestReset(inactive.email);
    for (const response of [known, unknown, deactivated]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: REQUESTED });
    }
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo('nobody-here@example.com')).toHaveLength(0);
    expect(await mailsTo(inactive.email)).toHaveLength(0);

    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Reset your Threadline password');
    expect(mail!.body).toContain('Hi Test,');
    const token = await latestToken(user.email);
    expect(known.body).not.toContain(token);
    const [stored] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    // Only the SHA-256 is stored; the link lives 1 hour.
    expect(stored!.id).toBe(hashToken(token));
    expect(stored!.id).not.toContain(token);
    const lifetime = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(5_000);
    expect(stored!.usedAt).toBeNull();
  });

  it('resets the password end to end: new password works, old one and every old session stop, the link is single-use', async () => {
    const user = await createUser(t.db);
    const sessionA = await signIn(t.app, user.email);
    const sessionB = await signIn(t.app, user.email);
    expect((await requestReset(user.email)).statusCode).toBe(200);
    const token = await latestToken(user.email);

    const valid = await validate(token);
    expect(valid.statusCode).toBe(200);

    const done = await confirm(token, 'a brand new password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been reset. Please sign in with your new password.' });
    expect(done.body).not.toContain(token);

    expectError(await me(sessionA), 401, 'Please sign in');
    expectError(await me(sessionB), 401, 'Please sign in');
    expect(await t.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);

    expectError(
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: 'password123' } }),
      401,
      'Invalid email or password',
    );
    await signIn(t.app, user.email, 'a brand new password');
    const [stored] = await t.db.select({ password: users.password }).from(users).where(eq(users.id, user.id));
    expect(stored!.password).toMatch(/^\$argon2id\$/);

    // Single use.
    expectError(await confirm(token, 'yet another password'), 400, INVALID);
    expectError(await validate(token), 400, INVALID);
    await signIn(t.app, user.email, 'a brand new password');
  });

  it('spends every outstanding link of the user once one of them is used', async () => {
    const user = await createUser(t.db);
    await requestReset(user.email);
    const first = await latestToken(user.email);
    await requestReset(user.email);
    const second = await latestToken(user.email);
    expect(second).not.toBe(first);
    expect((await confirm(second, 'new password 2')).statusCode).toBe(200);
    expectError(await confirm(first, 'new password 1'), 400, INVALID);
    await signIn(t.app, user.email, 'new password 2');
  });

  it('refuses an expired link and leaves the password alone', async () => {
    const user = await createUser(t.db);
    const session = await signIn(t.app, user.email);
    await requestReset(user.email);
    const token = await latestToken(user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.id, hashToken(token)));
    expectError(await validate(token), 400, INVALID);
    expectError(await confirm(token, 'a brand new password'), 400, INVALID);
    await signIn(t.app, user.email, 'password123');
    expect((await me(session)).statusCode).toBe(200);
  });

  it('refuses unknown and malformed tokens with the same 400', async () => {
    for (const token of ['A'.repeat(43), 'short', '', 'x'.repeat(200)]) {
      expectError(await confirm(token, 'a brand new password'), 400, INVALID);
    }
    expectError(await confirm('x'.repeat(201), 'a brand new password'), 400, `${INVALID}`);
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { password: 'a brand new password' } }),
      400,
      `${INVALID}`,
    );
  });

  it('refuses the link of a user deactivated after asking', async () => {
    const user = await createUser(t.db);
    await requestReset(user.email);
    const token = await latestToken(user.email);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expectError(await confirm(token, 'a brand new password'), 400, INVALID);
  });

  it('validates the new password and the email with the spec messages', async () => {
    const user = await createUser(t.db);
    await requestReset(user.email);
    const token = await latestToken(user.email);
    expectError(await confirm(token, '12345'), 400, 'Password must be at least 6 characters');
    expectError(await confirm(token, 'x'.repeat(129)), 400, 'Password must be at most 128 characters');
    expectError(await requestReset('not an email'), 400, 'Invalid email address');
    // The link still works after refused attempts.
    expect((await confirm(token, 'valid password')).statusCode).toBe(200);
  });

  it('refuses the 6th request for one account within the hour, known account or not', async () => {
    const user = await createUser(t.db);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await requestReset(user.email, `10.9.0.${attempt}`)).statusCode).toBe(200);
    }
    const blocked = await requestReset(user.email.toUpperCase(), '10.9.1.1');
    expectError(blocked, 429, 'Too many password reset requests. Please try again later.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(user.email)).toHaveLength(5);

    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await requestReset('ghost@example.com')).statusCode).toBe(200);
    expectError(await requestReset('ghost@example.com'), 429, 'Too many password reset requests. Please try again later.');
  });

  it('refuses more than 20 requests from one IP, whatever the emails', async () => {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await requestReset(`someone${attempt}@example.com`, '10.8.0.1')).statusCode).toBe(200);
    }
    expectError(await requestReset('someone-else@example.com', '10.8.0.1'), 429, 'Too many password reset requests. Please try again later.');
    expect((await requestReset('someone-else@example.com', '10.8.0.2')).statusCode).toBe(200);
  });

  it('never builds a link from the Host header: without PUBLIC_ORIGIN, links point at http://localhost:PORT', async () => {
    const local = await createTestApp(driver, { PORT: '5123' });
    try {
      const user = await createUser(local.db);
      const response = await local.app.inject({
        method: 'POST', url: '/api/password-reset/request', payload: { email: user.email }, headers: { host: 'evil.example' },
      });
      expect(response.statusCode).toBe(200);
      await local.settle();
      const mail = local.mails.find((m) => m.to === user.email);
      expect(mail!.text).toMatch(/Choose a new password: http:\/\/localhost:5123\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
      expect(mail!.text).not.toContain('evil.example');
    } finally {
      await local.close();
    }
  }, 90_000);

  it('normalises PUBLIC_ORIGIN to its origin: a trailing slash or path neither breaks links nor the cross-site check', async () => {
    const local = await createTestApp(driver, { PUBLIC_ORIGIN: 'https://Shop.Example.com/' });
    try {
      expect(local.env.PUBLIC_ORIGIN).toBe('https://shop.example.com');
      const user = await createUser(local.db);
      await local.app.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email: user.email } });
      await local.settle();
      expect(local.mails.find((m) => m.to === user.email)!.text).toMatch(/Choose a new password: https:\/\/shop\.example\.com\/reset-password\?token=/);
      const login = await local.app.inject({
        method: 'POST', url: '/api/login', payload: { email: user.email, password: 'password123' }, headers: { origin: 'https://shop.example.com' },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await local.close();
    }
  }, 90_000);

  it('keeps no working link at rest: the outbox row has the token redacted', async () => {
    const user = await createUser(t.db);
    await requestReset(user.email);
    const token = await latestToken(user.email);
    const rows = await t.db.select().from(outbox).where(eq(outbox.to, user.email)).orderBy(desc(outbox.id));
    expect(rows[0]!.body).toContain('https://shop.example.com/reset-password?token=[redacted]\n');
    expect(rows[0]!.body).toContain('The link works once.');
    expect(rows[0]!.body).not.toContain(token);
  });

  // PostgreSQL server only: the rate limits are counted in the database, and PGlite runs one
  // transaction at a time, so holding the users table there holds everything.
  it.skipIf(driver === 'pglite')('answers before looking the email up, so a known email is not slower than an unknown one', async () => {
    const user = await createUser(t.db);
    // Hold the users table: a request that looked the email up before answering would wait here.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`);
      const reply = await Promise.race([
        requestReset(user.email),
        new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 2_000)),
      ]);
      expect(reply === 'blocked' ? reply : reply.statusCode).toBe(200);
    });
    expect(await latestToken(user.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
