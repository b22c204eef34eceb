import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSeller, createSellerApplication, createUser } from '../../seed/factories.js';
import { sellerApplications, sellers, users } from '../../db/schema/index.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { SELLER_MESSAGES } from '../../../shared/seller-schemas.js';
import { shopNameKey } from '../../../shared/shop-names.js';

let applied = 0;

/** A visitor's complete application under this shop name. */
function application(businessName: string, overrides: Record<string, unknown> = {}) {
  applied += 1;
  const suffix = `${Date.now().toString(36)}${applied}`;
  return {
    username: `namer_${suffix}`, email: `namer_${suffix}@example.com`, password: 'streetwear!',
    businessName, businessDescription: 'Screen prints.', businessPhone: '+44 113 496 0000',
    businessEmail: `shop_${suffix}@example.com`, experienceDescription: 'Markets and pop-ups.',
    ...overrides,
  };
}

/** Finding 9 of security review 2 (a shop can pass for another or for the platform) and finding 10 for shop text. */
describe.each(TEST_DRIVERS)('shop names and shop text on %s', (driver) => {
  let t: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    adminCookie = await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.app.authRateLimits.clear());

  const call = (cookie: string | null, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
  const apply = (payload: unknown) => call(null, { method: 'POST', url: '/api/seller/apply', payload: payload as object });
  const putSettings = (cookie: string, id: number, payload: unknown) =>
    call(cookie, { method: 'PUT', url: `/api/sellers/${id}`, payload: payload as object });
  async function shop(businessName?: string) {
    const seller = await createSeller(t.db, businessName ? { businessName } : {});
    return { seller, cookie: await sessionCookieFor(t.db, seller.userId) };
  }
  const shopsNamed = async (key: string) => t.db.select().from(sellers).where(eq(sellers.businessNameKey, key));

  it('answers 409 to a second "Concrete Saints" in settings and in an application, and creates nothing', async () => {
    const original = await shop('Concrete Saints');
    const other = await shop();
    expectError(await putSettings(other.cookie, other.seller.id, { businessName: 'Concrete Saints' }), 409, SELLER_MESSAGES.businessNameTaken);

    const body = application('Concrete Saints');
    expectError(await apply(body), 409, SELLER_MESSAGES.businessNameTaken);
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    expect(await shopsNamed(shopNameKey('Concrete Saints'))).toEqual([expect.objectContaining({ id: original.seller.id })]);
    expect((await t.db.select().from(sellers).where(eq(sellers.id, other.seller.id)))[0]!.businessName).toBe(other.seller.businessName);
  });

  it.each([
    ['Соncrete Saints', 'Cyrillic С and о'],
    ['Con\u200bcrete Saints', 'a zero-width space inside'],
    ['Concrete\u200bSaints', 'a zero-width space for the space'],
    ['CONCRETE  saints', 'case and two spaces'],
    ['concrete saints ', 'lower case'],
    ['Ｃｏｎｃｒｅｔｅ Saints', 'full-width letters'],
  ])('answers 409 to %j (%s) once "Concrete Saints" exists', async (name) => {
    await t.db.delete(sellers).where(eq(sellers.businessNameKey, shopNameKey('Concrete Saints')));
    await shop('Concrete Saints');
    const other = await shop();
    expectError(await putSettings(other.cookie, other.seller.id, { businessName: name }), 409, SELLER_MESSAGES.businessNameTaken);
    expectError(await apply(application(name)), 409, SELLER_MESSAGES.businessNameTaken);
  });

  it('lets a shop keep or re-case its own name, and stores the new key with a new name', async () => {
    const mine = await shop('Quiet Riot Goods');
    const same = await putSettings(mine.cookie, mine.seller.id, { businessName: 'QUIET riot goods', specialty: 'Tees' });
    expect(same.statusCode, same.body).toBe(200);
    const renamed = await putSettings(mine.cookie, mine.seller.id, { businessName: 'Loud Riot Goods' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [row] = await t.db.select().from(sellers).where(eq(sellers.id, mine.seller.id));
    expect(row).toMatchObject({ businessName: 'Loud Riot Goods', businessNameKey: shopNameKey('Loud Riot Goods') });
    // The old name is free again.
    const next = await shop();
    expect((await putSettings(next.cookie, next.seller.id, { businessName: 'Quiet Riot Goods' })).statusCode).toBe(200);
  });

  it.each(['Threadline Official Support', 'Threadline', 'Thread\u200bline Store', 'Official Support', 'Admin'])(
    'answers 400 to the reserved name %j everywhere a name is set', async (name) => {
      const mine = await shop();
      expectError(await putSettings(mine.cookie, mine.seller.id, { businessName: name }), 400, SELLER_MESSAGES.businessNameReserved);
      expectError(await apply(application(name)), 400, SELLER_MESSAGES.businessNameReserved);
      const customer = await createUser(t.db);
      expectError(await call(adminCookie, {
        method: 'POST', url: `/api/admin/users/${customer.id}/promote-to-seller`, payload: { businessName: name },
      }), 400, SELLER_MESSAGES.businessNameReserved);
    },
  );

  it('lets a shop named before the reserved words were save its profile, and only refuses renaming to another reserved name', async () => {
    const mine = await shop();
    await t.db.update(sellers).set({ businessName: 'Threadline Vintage', businessNameKey: shopNameKey('Threadline Vintage') }).where(eq(sellers.id, mine.seller.id));
    const saved = await putSettings(mine.cookie, mine.seller.id, { businessName: 'Threadline Vintage', specialty: 'Old tees' });
    expect(saved.statusCode, saved.body).toBe(200);
    expectError(await putSettings(mine.cookie, mine.seller.id, { businessName: 'Threadline Store' }), 400, SELLER_MESSAGES.businessNameReserved);
    expect((await putSettings(mine.cookie, mine.seller.id, { businessName: 'Vintage Thread Co' })).statusCode).toBe(200);
  });

  it('lets one of two applications for the same name at once win; the other answers 409', async () => {
    const bodies = [1, 2, 3].map(() => application('Twin Flame Studio'));
    const replies = await Promise.all(bodies.map((body) => apply(body)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409, 409]);
    for (const reply of replies.filter((r) => r.statusCode === 409)) expectError(reply, 409, SELLER_MESSAGES.businessNameTaken);
    expect(await shopsNamed(shopNameKey('Twin Flame Studio'))).toHaveLength(1);
    const emails = bodies.map((body) => body.email);
    expect(await t.db.select().from(users).where(inArray(users.email, emails))).toHaveLength(1);
  });

  it('lets one of two shops renaming to the same name at once win (the unique index, not the check)', async () => {
    const [a, b] = [await shop(), await shop()];
    const replies = await Promise.all([
      putSettings(a.cookie, a.seller.id, { businessName: 'Same Time Supply' }),
      putSettings(b.cookie, b.seller.id, { businessName: 'Same Time Supply' }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await shopsNamed(shopNameKey('Same Time Supply'))).toHaveLength(1);
  });

  it('answers 409 when an admin promotes a user or approves an application under a taken name', async () => {
    await shop('Taken Threads Co');
    const customer = await createUser(t.db);
    expectError(await call(adminCookie, {
      method: 'POST', url: `/api/admin/users/${customer.id}/promote-to-seller`, payload: { businessName: 'taken threads co' },
    }), 409, SELLER_MESSAGES.businessNameTaken);
    expect((await t.db.select().from(users).where(eq(users.id, customer.id)))[0]!.role).toBe('customer');

    // Applied before the name was taken (or with SELLER_AUTO_APPROVE=false, while another was pending).
    const pending = await createSellerApplication(t.db, { businessName: 'Taken Threads Cо' });
    expectError(await call(adminCookie, { method: 'POST', url: `/api/admin/seller-applications/${pending.id}/approve` }),
      409, SELLER_MESSAGES.businessNameTaken);
    const [stillPending] = await t.db.select().from(sellerApplications).where(eq(sellerApplications.id, pending.id));
    expect(stillPending!.status).toBe('pending');
  });

  it.each([
    ['specialty', { specialty: 'Skate \u202egpj.exe' }],
    ['description', { description: 'Heavy cotton \u2067loud ink\u2069' }],
    ['address', { businessAddress: '1 Dock St \u202d' }],
    ['a payment setting', { stripeAccountId: 'acct_\u202e1' }],
  ])('answers 400 to text direction controls in the shop\'s %s', async (_field, payload) => {
    const mine = await shop();
    expectError(await putSettings(mine.cookie, mine.seller.id, payload), 400, SELLER_MESSAGES.textDirectionControls);
    const [row] = await t.db.select().from(sellers).where(eq(sellers.id, mine.seller.id));
    expect(row!.specialty).toBe(mine.seller.specialty);
    expect(row!.description).toBe(mine.seller.description);
  });

  it.each([
    ['businessDescription', { businessDescription: 'Prints \u202eeno' }],
    ['experienceDescription', { experienceDescription: 'Years \u2066of\u2069 markets' }],
    ['businessAddress', { businessAddress: '12 Mill Lane \u202e' }],
    ['portfolioLinks', { portfolioLinks: ['https://example.com/\u202efdp.exe'] }],
    ['taxId', { taxId: 'GB\u200f123' }],
  ])('answers 400 to text direction controls in the application\'s %s', async (_field, overrides) => {
    const body = application(`Bidi Check ${applied}`, overrides);
    expectError(await apply(body), 400, SELLER_MESSAGES.textDirectionControls);
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
  });

  it('keeps the right-to-left marks a seller writing Arabic or Hebrew needs in prose, on the shop and the application', async () => {
    const mine = await shop();
    const description = '\u05D4\u05D3\u05E4\u05E1\u05D4 \u200fDTG\u200f \u05E2\u05DC \u05DB\u05D5\u05EA\u05E0\u05D4';
    const saved = await putSettings(mine.cookie, mine.seller.id, { description, businessAddress: '\u0634\u0627\u0631\u0639 \u061c12' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().description).toBe(description);
    const body = application(`Rtl Prints ${applied}`, { businessDescription: description, experienceDescription: `\u200f${description}` });
    expect((await apply(body)).statusCode).toBe(201);
  });
});
