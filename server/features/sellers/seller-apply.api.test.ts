import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSeller, createUser } from '../../seed/factories.js';
import { sellerApplications, sellers, users } from '../../db/schema/index.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { ACCOUNT_MESSAGES } from '../../../shared/account-schemas.js';
import { SELLER_MESSAGES } from '../../../shared/seller-schemas.js';
import { BIDI_CONTROLS_MESSAGE } from '../../../shared/text.js';

let applied = 0;

/** A visitor's complete application (spec section 7). */
function application(overrides: Record<string, unknown> = {}) {
  applied += 1;
  const suffix = `${Date.now().toString(36)}${applied}`;
  return {
    username: `maker_${suffix}`,
    email: `maker_${suffix}@example.com`,
    password: 'streetwear!',
    // Shop names are unique (and 0/1 pass for o/l), so each application has its own number.
    businessName: `Concrete Bloom ${applied}`,
    businessDescription: 'Screen-printed tees from a garage in Leeds.',
    businessAddress: '12 Mill Lane, Leeds',
    businessPhone: '+44 113 496 0000',
    businessEmail: `Shop_${suffix}@Example.com`,
    taxId: 'GB123456789',
    portfolioLinks: ['https://instagram.com/concretebloom', '  ', ''],
    experienceDescription: 'Five years of markets and pop-ups.',
    showAddress: true,
    ...overrides,
  };
}

const { username: _u, email: _e, password: _p, ...businessOnly } = application();

describe.each(TEST_DRIVERS)('seller application API on %s', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.app.authRateLimits.clear());

  const call = (cookie: string | null, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
  const apply = (cookie: string | null, payload: unknown) => call(cookie, { method: 'POST', url: '/api/seller/apply', payload: payload as object });

  it('creates the account, the application and an approved, active shop for a visitor, and signs them in', async () => {
    const body = application();
    const response = await apply(null, body);
    expect(response.statusCode, response.body).toBe(201);
    const reply = response.json();
    expect(reply.user).toMatchObject({ username: body.username, email: body.email, role: 'seller', firstName: null, lastName: null });
    expect(reply.user).not.toHaveProperty('password');
    expect(reply.application).toEqual({
      id: expect.any(Number), businessName: body.businessName, status: 'approved', adminNotes: null,
      createdAt: expect.any(String), reviewedAt: expect.any(String),
    });
    expect(reply.seller).toMatchObject({
      userId: reply.user.id, businessName: body.businessName, status: 'approved', isActive: true, commissionRate: '15.00',
      businessEmail: body.businessEmail.toLowerCase(), businessPhone: '+44 113 496 0000', businessAddress: '12 Mill Lane, Leeds',
      taxId: 'GB123456789', hasPaypalClientSecret: false, approvedAt: expect.any(String),
    });
    const [stored] = await t.db.select().from(sellerApplications).where(eq(sellerApplications.userId, reply.user.id));
    expect(stored!.portfolioLinks).toEqual(['https://instagram.com/concretebloom']);

    // Signed in: the session cookie works and /api/user/me shows the shop.
    const cookie = sessionCookieOf(response);
    const me = await call(cookie, { method: 'GET', url: '/api/user/me' });
    expect(me.json().user.role).toBe('seller');
    expect(me.json().seller).toMatchObject({ id: reply.seller.id, hasPaypalClientSecret: false, payoutMethod: 'paypal' });
    const mine = await call(cookie, { method: 'GET', url: '/api/seller/application' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ application: reply.application });
    // The new shop is in the public directory at once.
    expect((await call(null, { method: 'GET', url: `/api/sellers/${reply.seller.id}` })).statusCode).toBe(200);
  });

  it('drops the address when the address box is unticked', async () => {
    const response = await apply(null, application({ showAddress: false }));
    expect(response.statusCode).toBe(201);
    expect(response.json().seller.businessAddress).toBeNull();
  });

  it('uses the session user when signed in; account fields are not needed', async () => {
    const customer = await createUser(t.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const cookie = await sessionCookieFor(t.db, customer.id);
    const response = await apply(cookie, { ...businessOnly, username: 'x', password: '' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().user).toMatchObject({ id: customer.id, username: customer.username, role: 'seller', firstName: 'Ada' });
    expect(response.cookies).toHaveLength(0);
    expect(await t.db.select().from(users).where(eq(users.username, 'x'))).toHaveLength(0);
  });

  it('refuses a second application and one from a user who is already a seller, changing nothing', async () => {
    const first = await apply(null, application());
    const cookie = sessionCookieOf(first);
    expectError(await apply(cookie, businessOnly), 409, SELLER_MESSAGES.alreadySeller);

    const promoted = await createSeller(t.db);
    expectError(await apply(await sessionCookieFor(t.db, promoted.userId), businessOnly), 409, SELLER_MESSAGES.alreadySeller);
    expect(await t.db.select().from(sellerApplications).where(eq(sellerApplications.userId, promoted.userId))).toHaveLength(0);
  });

  it('answers 409 for a taken email or username, like registration, and creates nothing', async () => {
    const existing = await createUser(t.db);
    expectError(await apply(null, application({ email: existing.email.toUpperCase() })), 409, ACCOUNT_MESSAGES.emailTaken);
    expectError(await apply(null, application({ username: existing.username.toUpperCase() })), 409, ACCOUNT_MESSAGES.usernameTaken);
    expect(await t.db.select().from(sellers).where(eq(sellers.userId, existing.id))).toHaveLength(0);
  });

  it.each([
    [{ username: 'ab' }, ACCOUNT_MESSAGES.usernameTooShort],
    [{ username: undefined }, ACCOUNT_MESSAGES.usernameTooShort],
    [{ email: 'not-an-email' }, ACCOUNT_MESSAGES.invalidEmail],
    [{ password: '12345' }, ACCOUNT_MESSAGES.passwordTooShort],
    [{ businessName: 'ab' }, SELLER_MESSAGES.businessNameTooShort],
    [{ businessName: 'Shop\u202Egpj.exe' }, BIDI_CONTROLS_MESSAGE],
    [{ businessDescription: '  ' }, SELLER_MESSAGES.descriptionRequired],
    [{ businessDescription: undefined }, SELLER_MESSAGES.descriptionRequired],
    [{ businessPhone: '12345' }, SELLER_MESSAGES.phoneInvalid],
    [{ businessPhone: '0113 496 000x' }, SELLER_MESSAGES.phoneInvalid],
    [{ businessEmail: 'shop@' }, SELLER_MESSAGES.businessEmailInvalid],
    [{ experienceDescription: '' }, SELLER_MESSAGES.experienceRequired],
  ])('refuses %j with 400 "%s" and creates nothing', async (override, message) => {
    const body = application(override);
    expectError(await apply(null, body), 400, message);
    expect(await t.db.select().from(users).where(eq(users.email, String(body.email ?? '').toLowerCase()))).toHaveLength(0);
  });

  it('counts applications against the registration limit per IP (20 per 10 minutes)', async () => {
    for (let i = 0; i < 20; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: {
        username: `limit_${i}_${applied}`, email: `limit_${i}_${applied}@example.com`, password: 'password123', firstName: 'A', lastName: 'B',
      } });
      expect(response.statusCode).toBe(201);
    }
    const body = application();
    expectError(await apply(null, body), 429, 'Too many sign-up attempts. Please try again later.');
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
  });

  it('answers 401 to GET /api/seller/application when signed out and null before applying', async () => {
    expectError(await call(null, { method: 'GET', url: '/api/seller/application' }), 401, 'Please sign in');
    const customer = await createUser(t.db);
    const response = await call(await sessionCookieFor(t.db, customer.id), { method: 'GET', url: '/api/seller/application' });
    expect(response.json()).toEqual({ application: null });
  });

  it('answers the seller stats with real figures, and refuses customers and visitors', async () => {
    const seller = await createSeller(t.db, { rating: '4.50', totalReviews: 12 });
    const categoryId = (await createCategory(t.db)).id;
    await createProduct(t.db, { categoryId, sellerId: seller.id });
    await createProduct(t.db, { categoryId, sellerId: seller.id, isActive: false });
    await createProduct(t.db, { categoryId, sellerId: (await createSeller(t.db)).id });
    const response = await call(await sessionCookieFor(t.db, seller.userId), { method: 'GET', url: '/api/seller/stats' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      totalProducts: 2, activeProducts: 1, rating: '4.50', totalReviews: 12, revenue: '0.00', orders: 0, unitsSold: 0, followersCount: 0, newFollowers30d: 0,
    });
    const customer = await createUser(t.db);
    expectError(await call(await sessionCookieFor(t.db, customer.id), { method: 'GET', url: '/api/seller/stats' }), 403, 'Sellers only');
    expectError(await call(null, { method: 'GET', url: '/api/seller/stats' }), 401, 'Please sign in');
  });
});

describe.each(TEST_DRIVERS)('seller application with SELLER_AUTO_APPROVE=false on %s', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(driver, { SELLER_AUTO_APPROVE: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('leaves the application pending: no shop, the role unchanged, the status readable', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/seller/apply', payload: application() });
    expect(response.statusCode, response.body).toBe(201);
    const reply = response.json();
    expect(reply.seller).toBeNull();
    expect(reply.user.role).toBe('customer');
    expect(reply.application).toMatchObject({ status: 'pending', reviewedAt: null });
    expect(await t.db.select().from(sellers).where(eq(sellers.userId, reply.user.id))).toHaveLength(0);

    const cookie = sessionCookieOf(response);
    const mine = await t.app.inject({ method: 'GET', url: '/api/seller/application', headers: { cookie } });
    expect(mine.json().application).toMatchObject({ id: reply.application.id, status: 'pending' });
    // A pending applicant applying again.
    const again = await t.app.inject({ method: 'POST', url: '/api/seller/apply', headers: { cookie }, payload: businessOnly });
    expectError(again, 409, SELLER_MESSAGES.alreadyApplied);
    expect(await t.db.select().from(sellerApplications).where(eq(sellerApplications.userId, reply.user.id))).toHaveLength(1);
  });
});
