import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { accountTokens, outbox, users } from '../../db/schema/index.js';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError, registration, signIn } from './account-test-helpers.js';

const INVALID = 'This link is invalid or has expired';

describe.each(TEST_DRIVERS)('email verification and email change on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { PUBLIC_ORIGIN: 'https://shop.example.com' });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.app.authRateLimits.clear());

  const post = (url: string, payload?: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const me = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } })).json().user;

  async function mailsTo(email: string) {
    await t.settle();
    return t.mails.filter((mail) => mail.to === email).reverse();
  }

  /** The token of the newest mail to `email` linking to `page`, read like a person reads their mail. */
  async function linkToken(email: string, page: string): Promise<string> {
    for (const mail of await mailsTo(email)) {
      const match = mail.text.match(new RegExp(`https://shop\\.example\\.com${page}\\?token=([A-Za-z0-9_-]{43})`));
      if (match) return match[1]!;
    }
    throw new Error(`No ${page} link mailed to ${email}`);
  }

  describe('verification', () => {
    it('mails a link at sign-up; opening it once verifies the address, signed in or not', async () => {
      const input = registration();
      const registered = await post('/api/register', input);
      expect(registered.statusCode).toBe(201);
      const cookie = sessionCookieOf(registered);
      expect((await me(cookie)).emailVerified).toBe(false);
      const [mail] = await mailsTo(input.email);
      expect(mail!.subject).toBe('Confirm your Threadline email address');

      const token = await linkToken(input.email, '/verify-email');
      const verified = await post('/api/account/verify-email', { token });
      expect(verified.json()).toEqual({ message: 'Your email address is verified.' });
      expect((await me(cookie)).emailVerified).toBe(true);
      expectError(await post('/api/account/verify-email', { token }), 400, INVALID);
    });

    it('mails a link when a visitor\'s seller application creates the account', async () => {
      const email = `applicant_${Date.now()}@example.com`;
      const response = await post('/api/seller/apply', {
        username: `applicant_${Date.now()}`, email, password: 'password123', businessName: `Shop ${Date.now()}`,
        businessDescription: 'Prints', businessPhone: '+1 555 010 0000', businessEmail: email, portfolioLinks: [],
        experienceDescription: 'Years',
      });
      expect(response.statusCode, response.body).toBe(201);
      await post('/api/account/verify-email', { token: await linkToken(email, '/verify-email') });
      const [row] = await t.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, email));
      expect(row!.emailVerified).toBe(true);
    });

    it('resends from the account area: the new link works, the old one is spent; 409 once verified', async () => {
      const user = await createUser(t.db);
      const cookie = await signIn(t.app, user.email);
      expect((await post('/api/account/verify-email/resend', undefined, cookie)).json()).toEqual({
        message: 'We have sent a new verification link to your email address.',
      });
      const first = await linkToken(user.email, '/verify-email');
      await post('/api/account/verify-email/resend', undefined, cookie);
      const second = await linkToken(user.email, '/verify-email');
      expect(second).not.toBe(first);
      expectError(await post('/api/account/verify-email', { token: first }), 400, INVALID);
      expect((await post('/api/account/verify-email', { token: second })).statusCode).toBe(200);
      expectError(await post('/api/account/verify-email/resend', undefined, cookie), 409, 'Your email address is already verified.');
    });

    it('mails at most 5 links per hour per account', async () => {
      const user = await createUser(t.db);
      const cookie = await signIn(t.app, user.email);
      for (let i = 0; i < 5; i++) expect((await post('/api/account/verify-email/resend', undefined, cookie)).statusCode).toBe(200);
      expectError(await post('/api/account/verify-email/resend', undefined, cookie), 429, 'Too many emails requested. Please try again later.');
    });

    it('refuses made-up, malformed and expired links', async () => {
      expectError(await post('/api/account/verify-email', { token: 'A'.repeat(43) }), 400, INVALID);
      expectError(await post('/api/account/verify-email', { token: 'short' }), 400, INVALID);
      const user = await createUser(t.db);
      await post('/api/account/verify-email/resend', undefined, await signIn(t.app, user.email));
      const token = await linkToken(user.email, '/verify-email');
      await t.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.userId, user.id));
      expectError(await post('/api/account/verify-email', { token }), 400, INVALID);
    });
  });

  describe('email change', () => {
    it('moves the account only when the link sent to the new address is opened, and tells the old one', async () => {
      const user = await createUser(t.db);
      const cookie = await signIn(t.app, user.email);
      const newEmail = `moved_${Date.now()}@example.com`;
      const requested = await post('/api/account/email', { email: newEmail.toUpperCase(), password: 'password123' }, cookie);
      expect(requested.json()).toEqual({ message: `We have sent a link to ${newEmail}. Open it to confirm your new address.` });
      expect((await me(cookie)).email).toBe(user.email);

      const token = await linkToken(newEmail, '/confirm-email');
      // The link works signed out (opened on another device).
      const confirmed = await post('/api/account/email/confirm', { token });
      expect(confirmed.json()).toEqual({ message: 'Your email address has been changed.' });
      expect(await me(cookie)).toMatchObject({ email: newEmail, emailVerified: true });
      const [notice] = await mailsTo(user.email);
      expect(notice!.subject).toBe('Your Threadline email address was changed');
      expect(notice!.text).toContain(newEmail);
      expectError(await post('/api/account/email/confirm', { token }), 400, INVALID);

      expectError(await post('/api/login', { email: user.email, password: 'password123' }), 401, 'Invalid email or password');
      await signIn(t.app, newEmail);
    });

    it('asks for the current password and a different, free address', async () => {
      const user = await createUser(t.db);
      const other = await createUser(t.db);
      const cookie = await signIn(t.app, user.email);
      expectError(await post('/api/account/email', { email: 'fresh@example.com', password: 'wrong password' }, cookie), 400, 'The current password is incorrect');
      expectError(await post('/api/account/email', { email: user.email, password: 'password123' }, cookie), 400, 'This is already your email address');
      expectError(await post('/api/account/email', { email: other.email, password: 'password123' }, cookie), 409, 'An account with this email already exists');
      expectError(await post('/api/account/email', { email: 'not an email', password: 'password123' }, cookie), 400, 'Invalid email address');
      expect(await mailsTo('fresh@example.com')).toHaveLength(0);
    });

    it('answers 409 when the new address was taken between the request and the click', async () => {
      const user = await createUser(t.db);
      const cookie = await signIn(t.app, user.email);
      const wanted = `wanted_${Date.now()}@example.com`;
      await post('/api/account/email', { email: wanted, password: 'password123' }, cookie);
      const token = await linkToken(wanted, '/confirm-email');
      await createUser(t.db, { email: wanted });
      expectError(await post('/api/account/email/confirm', { token }), 409, 'An account with this email already exists');
      expect((await me(cookie)).email).toBe(user.email);
    });

    it('a verification link of the old address does not verify the new one', async () => {
      const user = await createUser(t.db);
      const cookie = await signIn(t.app, user.email);
      await post('/api/account/verify-email/resend', undefined, cookie);
      const oldLink = await linkToken(user.email, '/verify-email');
      const newEmail = `second_${Date.now()}@example.com`;
      await post('/api/account/email', { email: newEmail, password: 'password123' }, cookie);
      await post('/api/account/email/confirm', { token: await linkToken(newEmail, '/confirm-email') });
      await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
      expectError(await post('/api/account/verify-email', { token: oldLink }), 400, INVALID);
      expect((await me(cookie)).emailVerified).toBe(false);
    });

    it('keeps no working link at rest: the outbox has the tokens redacted, the table only their hashes', async () => {
      const user = await createUser(t.db);
      const cookie = await signIn(t.app, user.email);
      const wanted = `rest_${Date.now()}@example.com`;
      await post('/api/account/email', { email: wanted, password: 'password123' }, cookie);
      const token = await linkToken(wanted, '/confirm-email');
      const rows = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
      expect(JSON.stringify(rows)).not.toContain(token);
      const [stored] = await t.db.select().from(outbox).where(eq(outbox.to, wanted));
      expect(stored!.body).toContain('/confirm-email?token=[redacted]');
    });
  });
});
