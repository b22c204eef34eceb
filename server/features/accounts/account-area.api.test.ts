import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSeller, createUser } from '../../seed/factories.js';
import { cartItems, checkouts, orders, passwordResetTokens, savedAddresses, sessions, users } from '../../db/schema/index.js';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { postCheckout, sellerWithProduct, shopperWithCart } from '../orders/orders-test-helpers.js';
import { expectError, signIn } from './account-test-helpers.js';
import { deviceNameOf } from '../../kernel/session.repo.js';

const WRONG_PASSWORD = 'The current password is incorrect';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe.each(TEST_DRIVERS)('account area API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.app.authRateLimits.clear());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload, headers: { ...(cookie ? { cookie } : {}), ...headers } });
  const me = (cookie: string) => call('GET', '/api/user/me', cookie);
  const signInAs = async (email: string, password = 'password123', userAgent = FIREFOX_WINDOWS) => {
    const response = await call('POST', '/api/login', undefined, { email, password }, { 'user-agent': userAgent });
    expect(response.statusCode, response.body).toBe(200);
    return sessionCookieOf(response);
  };

  it('answers 401 to a visitor on every account call', async () => {
    const attempts = [
      call('PATCH', '/api/account/profile', undefined, { firstName: 'A', lastName: 'B' }),
      call('POST', '/api/account/password', undefined, { currentPassword: 'password123', newPassword: 'new password' }),
      call('POST', '/api/account/email', undefined, { email: 'new@example.com', password: 'password123' }),
      call('POST', '/api/account/verify-email/resend'),
      call('GET', '/api/account/sessions'),
      call('POST', '/api/account/sessions/end-others'),
      call('DELETE', `/api/account/sessions/${'a'.repeat(32)}`),
      call('POST', '/api/account/delete', undefined, { password: 'password123' }),
    ];
    for (const response of await Promise.all(attempts)) expectError(response, 401, 'Please sign in');
  });

  describe('PATCH /api/account/profile', () => {
    it('saves the names and answers the user', async () => {
      const user = await createUser(t.db);
      const cookie = await signIn(t.app, user.email);
      const response = await call('PATCH', '/api/account/profile', cookie, { firstName: '  Robin ', lastName: 'Hood' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().user).toMatchObject({ id: user.id, firstName: 'Robin', lastName: 'Hood', email: user.email });
      expect((await me(cookie)).json().user).toMatchObject({ firstName: 'Robin', lastName: 'Hood' });
    });

    it('refuses empty names with the register form\'s messages', async () => {
      const user = await createUser(t.db);
      const cookie = await signIn(t.app, user.email);
      expectError(await call('PATCH', '/api/account/profile', cookie, { firstName: ' ', lastName: 'Hood' }), 400, 'First name is required');
      expectError(await call('PATCH', '/api/account/profile', cookie, { firstName: 'Robin', lastName: '' }), 400, 'Last name is required');
    });
  });

  describe('POST /api/account/password', () => {
    it('changes the password, keeps this session, ends the others and spends reset links', async () => {
      const user = await createUser(t.db);
      const here = await signIn(t.app, user.email);
      const elsewhere = await signIn(t.app, user.email);
      await t.db.insert(passwordResetTokens).values({ id: 'f'.repeat(64), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });

      const response = await call('POST', '/api/account/password', here, { currentPassword: 'password123', newPassword: 'a new password' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'Your password has been changed. Your other devices have been signed out.' });

      expect((await me(here)).statusCode).toBe(200);
      expectError(await me(elsewhere), 401, 'Please sign in');
      expectError(await call('POST', '/api/login', undefined, { email: user.email, password: 'password123' }), 401, 'Invalid email or password');
      await signIn(t.app, user.email, 'a new password');
      const [reset] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      expect(reset!.usedAt).toBeInstanceOf(Date);
      await t.settle();
      expect(t.mails.find((mail) => mail.to === user.email)?.subject).toBe('Your Threadline password was changed');
    });

    it('refuses a wrong current password and changes nothing', async () => {
      const user = await createUser(t.db);
      const here = await signIn(t.app, user.email);
      const elsewhere = await signIn(t.app, user.email);
      expectError(await call('POST', '/api/account/password', here, { currentPassword: 'not it at all', newPassword: 'a new password' }), 400, WRONG_PASSWORD);
      expect((await me(elsewhere)).statusCode).toBe(200);
      await signIn(t.app, user.email, 'password123');
    });

    it('validates the new password like registration', async () => {
      const user = await createUser(t.db);
      const cookie = await signIn(t.app, user.email);
      expectError(await call('POST', '/api/account/password', cookie, { currentPassword: 'password123', newPassword: '12345' }), 400, 'Password must be at least 6 characters');
      expectError(await call('POST', '/api/account/password', cookie, { currentPassword: '', newPassword: 'a new password' }), 400, 'Enter your current password');
    });

    it('stops guessing: 10 wrong current passwords per 15 minutes, then 429 even for the right one', async () => {
      const user = await createUser(t.db);
      const cookie = await signIn(t.app, user.email);
      for (let i = 0; i < 10; i++) {
        expectError(await call('POST', '/api/account/password', cookie, { currentPassword: `guess ${i}!`, newPassword: 'a new password' }), 400, WRONG_PASSWORD);
      }
      const blocked = await call('POST', '/api/account/password', cookie, { currentPassword: 'password123', newPassword: 'a new password' });
      expectError(blocked, 429, 'Too many attempts with a wrong password. Please try again later.');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The same limit guards deletion, which asks for the password too.
      expectError(await call('POST', '/api/account/delete', cookie, { password: 'password123' }), 429, 'Too many attempts with a wrong password. Please try again later.');
    });
  });

  describe('sessions', () => {
    it('lists the signed-in devices by name with this device marked, and signs one or all others out', async () => {
      const user = await createUser(t.db);
      const laptop = await signInAs(user.email, 'password123', FIREFOX_WINDOWS);
      const phone = await signInAs(user.email, 'password123', SAFARI_IPHONE);
      const third = await signInAs(user.email, 'password123', 'curl/8.0');

      const listed = await call('GET', '/api/account/sessions', laptop);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.headers['cache-control']).toContain('private');
      const list = listed.json().sessions as Array<{ id: string; device: string | null; current: boolean }>;
      expect(list).toHaveLength(3);
      expect(list.filter((s) => s.current).map((s) => s.device)).toEqual(['Firefox on Windows']);
      expect(list.map((s) => s.device).sort()).toEqual(['Firefox on Windows', 'Safari on iPhone', null].sort());
      // The handle is neither the cookie's token nor the stored id.
      const stored = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
      for (const session of list) expect(stored.map((s) => s.id)).not.toContain(session.id);

      const phoneSession = list.find((s) => s.device === 'Safari on iPhone')!;
      expect((await call('DELETE', `/api/account/sessions/${phoneSession.id}`, laptop)).statusCode).toBe(204);
      expectError(await me(phone), 401, 'Please sign in');
      expect((await me(third)).statusCode).toBe(200);

      const others = await call('POST', '/api/account/sessions/end-others', laptop);
      expect(others.json()).toEqual({ ended: 1 });
      expectError(await me(third), 401, 'Please sign in');
      expect((await me(laptop)).statusCode).toBe(200);
    });

    it('cannot end someone else\'s session', async () => {
      const owner = await createUser(t.db);
      const intruder = await createUser(t.db);
      const ownerCookie = await signIn(t.app, owner.email);
      const intruderCookie = await signIn(t.app, intruder.email);
      const [session] = (await call('GET', '/api/account/sessions', ownerCookie)).json().sessions;
      expectError(await call('DELETE', `/api/account/sessions/${session.id}`, intruderCookie), 404, 'Session not found');
      expect((await me(ownerCookie)).statusCode).toBe(200);
    });

    it('names devices shortly from their User-Agent', () => {
      expect(deviceNameOf(FIREFOX_WINDOWS)).toBe('Firefox on Windows');
      expect(deviceNameOf(SAFARI_IPHONE)).toBe('Safari on iPhone');
      expect(deviceNameOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome on Linux');
      expect(deviceNameOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge on macOS');
      expect(deviceNameOf(undefined)).toBeNull();
      expect(deviceNameOf('curl/8.0')).toBeNull();
    });
  });

  describe('POST /api/account/delete', () => {
    it('removes the person: signed out, no sign-in, name and email gone from the account and its finished orders', async () => {
      const { product } = await sellerWithProduct(t.db, { price: '40.00' });
      const buyer = await shopperWithCart(t.db, [{ productId: product.id }]);
      const placed = await postCheckout(t, buyer.cookie, '45.99');
      expect(placed.statusCode, placed.body).toBe(201);
      const orderId = placed.json().orders[0].id as number;
      await t.db.update(orders).set({ status: 'delivered', paymentStatus: 'paid', expiresAt: null }).where(eq(orders.id, orderId));
      await t.db.insert(cartItems).values({ userId: buyer.user.id, productId: product.id, quantity: 1, size: 'M', color: 'Black' });
      await t.db.insert(savedAddresses).values({
        userId: buyer.user.id, fullName: 'Ada Lovelace', line1: '12 Analytical Row', city: 'London', region: 'London', postalCode: 'N1 1AA', country: 'United Kingdom', phone: '+44 20 7946 0000', isDefault: true,
      });
      const cookie = await signIn(t.app, buyer.user.email);

      expectError(await call('POST', '/api/account/delete', cookie, { password: 'wrong password' }), 400, WRONG_PASSWORD);
      const response = await call('POST', '/api/account/delete', cookie, { password: 'password123' });
      expect(response.statusCode, response.body).toBe(204);
      expect(response.cookies.find((c) => c.name === 'tl_session')?.value).toBe('');

      expectError(await me(cookie), 401, 'Please sign in');
      expectError(await me(buyer.cookie), 401, 'Please sign in');
      expectError(await call('POST', '/api/login', undefined, { email: buyer.user.email, password: 'password123' }), 401, 'Invalid email or password');

      const [row] = await t.db.select().from(users).where(eq(users.id, buyer.user.id));
      expect(row).toMatchObject({
        username: `deleted-${buyer.user.id}`, email: `deleted-${buyer.user.id}@deleted.invalid`, firstName: null, lastName: null,
        isActive: false, emailVerified: false,
      });
      expect(row!.deletedAt).toBeInstanceOf(Date);
      expect(await t.db.$count(cartItems, eq(cartItems.userId, buyer.user.id))).toBe(0);
      expect(await t.db.$count(sessions, eq(sessions.userId, buyer.user.id))).toBe(0);
      expect(await t.db.$count(savedAddresses, eq(savedAddresses.userId, buyer.user.id))).toBe(0);

      const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order!.shippingAddress).toMatchObject({ fullName: 'Deleted customer', phone: '', city: 'London' });
      const [checkout] = await t.db.select().from(checkouts).where(eq(checkouts.userId, buyer.user.id));
      const stored = JSON.stringify([checkout!.shippingAddress, checkout!.response]);
      expect(stored).not.toContain('Ada Lovelace');
      expect(stored).not.toContain(buyer.user.email);
      expect(stored).not.toContain('+44 20 7946 0000');
    });

    it('refuses while an order is still in progress', async () => {
      const { product } = await sellerWithProduct(t.db, { price: '40.00' });
      const buyer = await shopperWithCart(t.db, [{ productId: product.id }]);
      expect((await postCheckout(t, buyer.cookie, '45.99')).statusCode).toBe(201);
      expectError(
        await call('POST', '/api/account/delete', buyer.cookie, { password: 'password123' }),
        409,
        'You have orders still in progress. You can delete your account once they are delivered or cancelled.',
      );
      expect((await me(buyer.cookie)).statusCode).toBe(200);
    });

    it('refuses for an account that runs a shop, and for an administrator', async () => {
      const seller = await createSeller(t.db);
      const [owner] = await t.db.select().from(users).where(eq(users.id, seller.userId));
      const sellerCookie = await signIn(t.app, owner!.email);
      expectError(
        await call('POST', '/api/account/delete', sellerCookie, { password: 'password123' }),
        409,
        'Your account runs a shop. Please contact support to close the shop before deleting the account.',
      );
      const admin = await createUser(t.db, { role: 'admin' });
      const adminCookie = await signIn(t.app, admin.email);
      expectError(await call('POST', '/api/account/delete', adminCookie, { password: 'password123' }), 409, 'Administrator accounts cannot be deleted here.');
      expect((await me(sellerCookie)).statusCode).toBe(200);
    });
  });
});
