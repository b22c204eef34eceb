import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSeller, createUser } from '../../seed/factories.js';
import { sessions, users } from '../../db/schema/index.js';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError, registration, signIn } from './account-test-helpers.js';

describe.each(TEST_DRIVERS)('accounts API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });
  // One app per file: start every test with fresh rate-limit counters.
  beforeEach(() => t.app.authRateLimits.clear());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });

  describe('POST /api/register', () => {
    it('creates a customer, signs them in and answers the public user', async () => {
      const input = registration({ email: 'New.Person@Example.COM' });
      const response = await post('/api/register', input);
      expect(response.statusCode).toBe(201);
      const { user } = response.json();
      expect(user).toEqual({
        id: expect.any(Number),
        username: input.username,
        email: 'new.person@example.com',
        firstName: 'Sam',
        lastName: 'Shopper',
        role: 'customer',
        emailVerified: false,
        createdAt: expect.any(String),
      });
      const cookie = response.cookies.find((c) => c.name === 'tl_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

      const current = await me(sessionCookieOf(response));
      expect(current.statusCode).toBe(200);
      expect(current.json()).toEqual({ user, seller: null });

      const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(stored!.password).toMatch(/^\$argon2id\$/);
      expect(response.body).not.toContain(stored!.password);
      expect(response.body).not.toContain(input.password);
    });

    it.each([
      [{ username: 'ab' }, 'Username must be at least 3 characters'],
      [{ username: 'a'.repeat(31) }, 'Username must be at most 30 characters'],
      [{ username: 'two words' }, 'Username may only contain letters, digits, _ . and -'],
      [{ username: 123 }, 'Username must be at least 3 characters'],
      [{ email: 'not-an-email' }, 'Invalid email address'],
      [{ email: undefined }, 'Invalid email address'],
      [{ password: '12345' }, 'Password must be at least 6 characters'],
      [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
      [{ firstName: '   ' }, 'First name is required'],
      [{ firstName: undefined }, 'First name is required'],
      [{ lastName: '' }, 'Last name is required'],
      [{ lastName: null }, 'Last name is required'],
    ])('refuses %j with 400 "%s"', async (override, message) => {
      const response = await post('/api/register', registration(override));
      expectError(response, 400, message);
      expect(response.cookies).toHaveLength(0);
    });

    it('accepts usernames of letters, digits, _ . - and passwords of any characters', async () => {
      const response = await post('/api/register', registration({ username: `A.b-c_${Date.now() % 1000}`, password: ' späces & ünïcode ' }));
      expect(response.statusCode).toBe(201);
      await signIn(t.app, response.json().user.email, ' späces & ünïcode ');
    });

    it('answers 409 for an email or username already used, whatever their case', async () => {
      const first = registration();
      expect((await post('/api/register', first)).statusCode).toBe(201);
      expectError(
        await post('/api/register', registration({ email: first.email.toUpperCase() })),
        409,
        'An account with this email already exists',
      );
      expectError(
        await post('/api/register', registration({ username: first.username.toUpperCase() })),
        409,
        'This username is already taken',
      );
      expect(await t.db.$count(users, eq(users.email, first.email))).toBe(1);
    });
  });

  describe('POST /api/login', () => {
    it('signs in with the email in any case, answers the user with its role and records lastLogin', async () => {
      const seller = await createUser(t.db, { role: 'seller', email: `Seller_${Date.now()}@Example.com` });
      const response = await post('/api/login', { email: seller.email.toUpperCase(), password: 'password123' });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ id: seller.id, role: 'seller', email: seller.email });
      const [stored] = await t.db.select({ lastLogin: users.lastLogin }).from(users).where(eq(users.id, seller.id));
      expect(stored!.lastLogin).toBeInstanceOf(Date);
      expect(Date.now() - stored!.lastLogin!.getTime()).toBeLessThan(60_000);
    });

    it('answers the same 401 for an unknown email, a wrong password and a deactivated account with a wrong password', async () => {
      const user = await createUser(t.db);
      const inactive = await createUser(t.db, { isActive: false });
      const unknownEmail = await post('/api/login', { email: 'nobody@example.com', password: 'password123' });
      const wrongPassword = await post('/api/login', { email: user.email, password: 'wrong password' });
      const deactivatedWrong = await post('/api/login', { email: inactive.email, password: 'wrong password' });
      for (const response of [unknownEmail, wrongPassword, deactivatedWrong]) {
        expectError(response, 401, 'Invalid email or password');
        expect(response.cookies).toHaveLength(0);
      }
      expect(unknownEmail.body).toBe(wrongPassword.body);
      expect(deactivatedWrong.body).toBe(wrongPassword.body);
    });

    it('tells a deactivated account so, only after its right password, and signs nobody in', async () => {
      const inactive = await createUser(t.db, { isActive: false });
      const response = await post('/api/login', { email: inactive.email, password: 'password123' });
      expectError(response, 403, 'This account has been deactivated. Please contact support if you think this is a mistake.');
      expect(response.cookies).toHaveLength(0);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, inactive.id))).toHaveLength(0);
    });

    it('validates its payload with the spec messages', async () => {
      expectError(await post('/api/login', { email: 'nope', password: 'password123' }), 400, 'Invalid email address');
      expectError(
        await post('/api/login', { email: 'a@example.com', password: '123' }),
        400,
        'Password must be at least 6 characters',
      );
      expectError(await post('/api/login', { email: 'a@example.com', password: 123456 }), 400, 'Password must be at least 6 characters');
    });

    it('rotates the session: a new cookie at every sign-in, the one sent along stops working', async () => {
      const user = await createUser(t.db);
      const first = await signIn(t.app, user.email);
      expect((await me(first)).statusCode).toBe(200);

      const again = await t.app.inject({
        method: 'POST', url: '/api/login', payload: { email: user.email, password: 'password123' }, headers: { cookie: first },
      });
      expect(again.statusCode).toBe(200);
      const second = sessionCookieOf(again);
      expect(second).not.toBe(first);
      expectError(await me(first), 401, 'Please sign in');
      expect((await me(second)).statusCode).toBe(200);

      // A token planted before sign-in (session fixation) is not the one the server hands out.
      const planted = `tl_session=${'A'.repeat(43)}`;
      const fixed = await t.app.inject({
        method: 'POST', url: '/api/login', payload: { email: user.email, password: 'password123' }, headers: { cookie: planted },
      });
      expect(sessionCookieOf(fixed)).not.toBe(planted);
      expectError(await me(planted), 401, 'Please sign in');
    });

    it('stops a deactivated user at once: no sign-in, and the session they had answers 401', async () => {
      const user = await createUser(t.db);
      const cookie = await signIn(t.app, user.email);
      expect((await me(cookie)).statusCode).toBe(200);
      await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      expectError(await me(cookie), 401, 'Please sign in');
      expectError(await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } }), 401, 'Please sign in');
      expectError(
        await post('/api/login', { email: user.email, password: 'password123' }),
        403,
        'This account has been deactivated. Please contact support if you think this is a mistake.',
      );
    });
  });

  describe('POST /api/logout', () => {
    it('deletes the session and clears the cookie; the old cookie answers 401', async () => {
      const user = await createUser(t.db);
      const cookie = await signIn(t.app, user.email);
      const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const cleared = response.cookies.find((c) => c.name === 'tl_session');
      expect(cleared?.value).toBe('');
      expect(cleared?.maxAge).toBe(0);
      expectError(await me(cookie), 401, 'Please sign in');
      expect(await t.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    });

    it('accepts an empty JSON body, a JSON body or no content type at all', async () => {
      const user = await createUser(t.db);
      for (const request of [
        { headers: { 'content-type': 'application/json' }, payload: '' },
        { headers: { 'content-type': 'application/json' }, payload: '{}' },
        { headers: { 'content-type': 'text/plain' }, payload: 'bye' },
        { headers: {} },
      ]) {
        const cookie = await signIn(t.app, user.email);
        const response = await t.app.inject({ method: 'POST', url: '/api/logout', ...request, headers: { ...request.headers, cookie } });
        expect(response.statusCode).toBe(204);
        expectError(await me(cookie), 401, 'Please sign in');
      }
    });

    it('answers 204 when nobody is signed in', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
    });
  });

  describe('GET /api/user/me', () => {
    it('answers 401 with a message when signed out or with a made-up cookie', async () => {
      expectError(await t.app.inject({ method: 'GET', url: '/api/user/me' }), 401, 'Please sign in');
      expectError(await me('tl_session=not-a-token'), 401, 'Please sign in');
      expectError(await me(`tl_session=${'b'.repeat(43)}`), 401, 'Please sign in');
    });

    it("answers the user's own seller record without write-only secrets, and nobody else's", async () => {
      const owner = await createUser(t.db, { role: 'seller' });
      const seller = await createSeller(t.db, {
        userId: owner.id,
        businessName: 'Night Shift Prints',
        profileImage: '/objects/logo.webp',
        businessPhone: '+1 555 010 0100',
        paypalClientSecret: 'paypal-secret-value',
        bankAccountInfo: 'bank-account-info-value',
        payoutBankAccount: 'payout-bank-account-value',
      });
      await createSeller(t.db, { businessName: 'Someone Else' });
      const response = await me(await signIn(t.app, owner.email));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toMatchObject({ id: owner.id, username: owner.username, email: owner.email, firstName: 'Test', lastName: 'User', role: 'seller' });
      expect(body.seller).toMatchObject({
        id: seller.id,
        userId: owner.id,
        businessName: 'Night Shift Prints',
        status: 'approved',
        isActive: true,
        commissionRate: '15.00',
        profileImage: '/objects/logo.webp',
        coverImage: null,
        businessPhone: '+1 555 010 0100',
      });
      expect(response.headers['cache-control']).toBe('private, no-store');
      for (const secret of ['paypal-secret-value', 'bank-account-info-value', 'payout-bank-account-value', 'Someone Else', '$argon2']) {
        expect(response.body).not.toContain(secret);
      }
      expect(Object.keys(body.user)).not.toContain('password');
    });
  });

  describe('rate limits', () => {
    it('refuses the 11th failed sign-in for one account with 429, even from other IPs and with the right password', async () => {
      const user = await createUser(t.db);
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const response = await post('/api/login', { email: user.email, password: 'wrong password' }, {}, `10.1.0.${attempt}`);
        expectError(response, 401, 'Invalid email or password');
      }
      const blocked = await post('/api/login', { email: user.email, password: 'password123' }, {}, '10.1.1.1');
      expectError(blocked, 429, 'Too many sign-in attempts. Please try again later.');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // Other accounts are not affected.
      const other = await createUser(t.db);
      await signIn(t.app, other.email);
    });

    it('does not count successful sign-ins, and a success clears the account failures', async () => {
      const user = await createUser(t.db);
      for (let i = 0; i < 9; i += 1) expect((await post('/api/login', { email: user.email, password: 'wrong password' })).statusCode).toBe(401);
      for (let i = 0; i < 3; i += 1) await signIn(t.app, user.email);
      for (let i = 0; i < 10; i += 1) expect((await post('/api/login', { email: user.email, password: 'wrong password' })).statusCode).toBe(401);
      expect((await post('/api/login', { email: user.email, password: 'wrong password' })).statusCode).toBe(429);
    });

    it('refuses sign-in from an IP after 50 failed attempts, whatever the accounts', async () => {
      const ip = '10.2.0.1';
      for (let attempt = 1; attempt <= 50; attempt += 1) {
        const response = await post('/api/login', { email: `guess${attempt}@example.com`, password: 'wrong password' }, {}, ip);
        expect(response.statusCode).toBe(401);
      }
      const user = await createUser(t.db);
      expectError(await post('/api/login', { email: user.email, password: 'password123' }, {}, ip), 429, 'Too many sign-in attempts. Please try again later.');
      expect((await post('/api/login', { email: user.email, password: 'password123' }, {}, '10.2.0.2')).statusCode).toBe(200);
    });

    it('refuses the 21st registration from one IP (loopback included) with 429', async () => {
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        // The same email each time: a refused (409) attempt counts too.
        const response = await post('/api/register', registration(attempt === 1 ? {} : { email: 'repeat@example.com' }));
        expect(response.statusCode, response.body).toBe(attempt <= 2 ? 201 : 409);
      }
      const blocked = await post('/api/register', registration());
      expectError(blocked, 429, 'Too many sign-up attempts. Please try again later.');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(10 * 60);
      expect(blocked.cookies).toHaveLength(0);
      expect((await post('/api/register', registration(), {}, '10.3.0.1')).statusCode).toBe(201);
    });

    it('does not count malformed registrations', async () => {
      for (let attempt = 1; attempt <= 25; attempt += 1) {
        expect((await post('/api/register', registration({ username: 'x' }), {}, '10.4.0.1')).statusCode).toBe(400);
      }
      expect((await post('/api/register', registration(), {}, '10.4.0.1')).statusCode).toBe(201);
    });
  });

  describe('bad requests', () => {
    it('answers 400 to malformed JSON and to wrong types', async () => {
      expectError(
        await post('/api/login', '{"email": "a@example.com",', { 'content-type': 'application/json' }),
        400,
        'The request body is not valid JSON',
      );
      expectError(await post('/api/register', [1, 2, 3]), 400, 'Invalid input: expected object, received array');
      expectError(await post('/api/login', { email: ['a@example.com'], password: 'password123' }), 400, 'Invalid email address');
    });

    it('answers 413 to a body over 1 MB', async () => {
      const huge = JSON.stringify({ ...registration(), firstName: 'x'.repeat(1024 * 1024) });
      expectError(await post('/api/register', huge, { 'content-type': 'application/json' }), 413, 'The request body is too large');
    });

    it('answers 415 to a body without a JSON content type', async () => {
      expectError(await post('/api/login', 'email=a@example.com&password=secret'), 415, 'Unsupported content type; send JSON');
      expectError(
        await post('/api/login', 'email=a@example.com', { 'content-type': 'application/x-www-form-urlencoded' }),
        415,
        'Unsupported content type; send JSON',
      );
    });

    it('refuses a state-changing request from another site with 403', async () => {
      const user = await createUser(t.db);
      const evil = { origin: 'https://evil.example' };
      for (const [url, payload] of [
        ['/api/login', { email: user.email, password: 'password123' }],
        ['/api/register', registration()],
        ['/api/logout', undefined],
        ['/api/password-reset/request', { email: user.email }],
      ] as const) {
        const response = await post(url, payload, evil);
        expectError(response, 403, 'Cross-site requests are not allowed');
        expect(response.cookies).toHaveLength(0);
      }
    });
  });

  it('never puts a password hash, a session token or a password in a reply body', async () => {
    const input = registration();
    const bodies: string[] = [];
    const registered = await post('/api/register', input);
    bodies.push(registered.body);
    const cookie = sessionCookieOf(registered);
    const loggedIn = await post('/api/login', { email: input.email, password: input.password });
    bodies.push(loggedIn.body, (await me(cookie)).body, (await me(sessionCookieOf(loggedIn))).body);
    bodies.push((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: sessionCookieOf(loggedIn) } })).body);
    const [stored] = await t.db.select().from(users).where(eq(users.email, input.email));
    const secrets = [stored!.password, '$argon2', input.password, cookie.split('=')[1]!, sessionCookieOf(loggedIn).split('=')[1]!];
    const sessionRows = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, stored!.id));
    secrets.push(...sessionRows.map((row) => row.id));
    for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret);
  });
});
