import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createSeller, createUser } from '../../seed/factories.js';
import { sellers, uploads } from '../../db/schema/index.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { SELLER_MESSAGES } from '../../../shared/seller-schemas.js';
import { PAYOUT_DETAILS_MESSAGES } from '../../../shared/payout-details.js';
import { createTextSealer } from '../../kernel/sealed-text.js';
import { loadSecret } from '../../secrets.js';
import { sealedFromPlain } from './payout-details.js';
import { sealPlainPayoutDetails } from './seller-settings.repo.js';
import { NOT_YOUR_SHOP } from './seller-settings.service.js';

describe.each(TEST_DRIVERS)('seller settings and media API on %s', (driver) => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  let customerCookie: string;

  beforeAll(async () => {
    t = await createTestApp(driver, { UPLOAD_SIGNING_SECRET: 'test-upload-signing-secret-0123456789abcdef' });
    const adminUser = await createUser(t.db, { role: 'admin' });
    admin = { id: adminUser.id, cookie: await sessionCookieFor(t.db, adminUser.id) };
    customerCookie = await sessionCookieFor(t.db, (await createUser(t.db)).id);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function shop(values: Parameters<typeof createSeller>[1] = {}) {
    const seller = await createSeller(t.db, values);
    return { seller, cookie: await sessionCookieFor(t.db, seller.userId) };
  }
  /** An image the upload flow stored for this user. */
  async function uploaded(userId: number): Promise<string> {
    const objectPath = `/objects/products/${randomUUID()}`;
    await t.db.insert(uploads).values({
      userId, uploadKey: `incoming/${randomUUID()}`, maxBytes: 1024, expiresAt: new Date(Date.now() + 60_000), usedAt: new Date(), objectPath,
    });
    return objectPath;
  }
  const call = (cookie: string | null, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
  const putSettings = (cookie: string | null, id: number | string, payload: unknown) =>
    call(cookie, { method: 'PUT', url: `/api/sellers/${id}`, payload: payload as object });
  const putMedia = (cookie: string | null, id: number | string, payload: unknown) =>
    call(cookie, { method: 'PUT', url: `/api/sellers/${id}/media`, payload: payload as object });
  const stored = async (id: number) => (await t.db.select().from(sellers).where(eq(sellers.id, id)))[0]!;

  const payoutSealer = () => loadSecret(undefined, t.env.DATA_DIR, 'payout-details-secret')
    .then((secret) => createTextSealer(secret, 'threadline payout details'));

  it('saves the profile and payout details for the owner: sealed at rest, replied masked, gateway secrets never stored, the PayPal client id kept', async () => {
    const { seller, cookie } = await shop();
    const response = await putSettings(cookie, seller.id, {
      businessName: 'Night Shift Co', specialty: 'Heavyweight tees', description: 'Made at night.',
      businessEmail: 'Hello@NightShift.example', businessPhone: '(555) 010-2000', businessAddress: '1 Dock St',
      paymentGateway: 'paypal', paypalClientId: 'AbC123', paypalClientSecret: 'very-secret', stripePublishableKey: 'pk_live_secretish',
      squareApplicationId: 'sq0idp-1', payoutBankAccount: 'free text bank 12345678', payoutEmailPaypal: 'Pay@NightShift.example',
      payoutBankDetails: { accountHolder: 'Night Shift Co', iban: 'GB82 WEST 1234 5698 7654 32' },
      payoutMethod: 'bank_transfer', commissionRate: '1.00', status: 'rejected', isActive: false, unknownField: 'dropped',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    for (const secret of ['very-secret', 'pk_live', 'sq0idp', 'pay@nightshift', 'GB82WEST', '98765432', 'free text']) {
      expect(response.body).not.toContain(secret);
    }
    expect(response.json()).toMatchObject({
      id: seller.id, businessName: 'Night Shift Co', specialty: 'Heavyweight tees', businessEmail: 'hello@nightshift.example',
      paymentGateway: 'paypal', paypalClientId: 'AbC123', stripePublishableKey: null, squareApplicationId: null, hasPaypalClientSecret: false,
      payoutEmailPaypal: 'p•••@nightshift.example', payoutMethod: 'bank_transfer',
      payoutDetails: { paypal: 'p•••@nightshift.example', bankTransfer: 'IBAN •••• 5432 (Night Shift Co)' },
      commissionRate: '15.00', status: 'approved', isActive: true,
    });
    const row = await stored(seller.id);
    expect(row).toMatchObject({
      paypalClientSecret: null, paypalClientId: 'AbC123', stripePublishableKey: null, squareApplicationId: null,
      payoutEmailPaypal: null, payoutBankAccount: null, commissionRate: '15.00', status: 'approved', isActive: true,
    });
    // Sealed with the payout details key: unreadable in the table, readable with the key.
    expect(JSON.stringify(row)).not.toContain('pay@nightshift');
    expect(row.payoutBankSealed).not.toContain('GB82');
    const sealer = await payoutSealer();
    expect(sealer.open(row.payoutPaypalSealed!)).toBe('pay@nightshift.example');
    expect(JSON.parse(sealer.open(row.payoutBankSealed!)!)).toEqual({ accountHolder: 'Night Shift Co', iban: 'GB82WEST12345698765432' });
    expect(createTextSealer(t.env.DATA_DIR, 'threadline outbox').open(row.payoutPaypalSealed!)).toBeNull();
    // The public page shows the new name at once (the cache was cleared), and no payout details.
    const publicPage = await call(null, { method: 'GET', url: `/api/sellers/${seller.id}` });
    expect(publicPage.json().businessName).toBe('Night Shift Co');
    expect(publicPage.body).not.toMatch(/payout|5432|nightshift|AbC123/i);
    // A partial body keeps the other fields and the saved details.
    const again = await putSettings(cookie, seller.id, { specialty: 'Tees' });
    expect(again.json()).toMatchObject({ specialty: 'Tees', description: 'Made at night.', payoutDetails: { bankTransfer: 'IBAN •••• 5432 (Night Shift Co)' } });
    const me = await call(cookie, { method: 'GET', url: '/api/user/me' });
    expect(me.body).not.toContain('very-secret');
    expect(me.body).not.toContain('GB82');
    expect(me.json().seller).toMatchObject({ payoutMethod: 'bank_transfer', payoutDetails: { paypal: 'p•••@nightshift.example' } });
    // A US account replaces the IBAN; null clears the PayPal email.
    const us = await putSettings(cookie, seller.id, {
      payoutBankDetails: { accountHolder: 'N. Shift', accountNumber: '000123456789', routingNumber: '011000015' }, payoutEmailPaypal: null,
    });
    expect(us.json().payoutDetails).toEqual({ paypal: null, bankTransfer: 'US account •••• 6789 (N. Shift)' });
    expect(await stored(seller.id)).toMatchObject({ payoutPaypalSealed: null, payoutPaypalMasked: null });
  });

  const holder = 'Ada Payee';
  it.each([
    [{ paymentGateway: 'stripe' }, SELLER_MESSAGES.stripeAccountRequired],
    [{ paymentGateway: 'stripe', stripeAccountId: '  ' }, SELLER_MESSAGES.stripeAccountRequired],
    [{ paymentGateway: 'paypal', paypalClientId: 'id' }, SELLER_MESSAGES.paypalPayoutEmailInvalid],
    [{ paymentGateway: 'paypal', payoutEmailPaypal: 'pay@example.com' }, SELLER_MESSAGES.paypalClientIdRequired],
    [{ paymentGateway: 'paypal', paypalClientId: ' ', payoutEmailPaypal: 'pay@example.com' }, SELLER_MESSAGES.paypalClientIdRequired],
    [{ paymentGateway: 'paypal', payoutEmailPaypal: 'nope' }, SELLER_MESSAGES.paypalPayoutEmailInvalid],
    [{ payoutEmailPaypal: 'pay@' }, SELLER_MESSAGES.paypalPayoutEmailInvalid],
    [{ payoutBankDetails: { accountHolder: holder, iban: 'DE89 3704 0044 0532 0130 01' } }, PAYOUT_DETAILS_MESSAGES.ibanInvalid],
    // Right checksums, wrong length for Germany, and a country with no IBAN.
    [{ payoutBankDetails: { accountHolder: holder, iban: 'DE543704004405320130001' } }, PAYOUT_DETAILS_MESSAGES.ibanInvalid],
    [{ payoutBankDetails: { accountHolder: holder, iban: 'ZZ8137040044053201300' } }, PAYOUT_DETAILS_MESSAGES.ibanInvalid],
    [{ payoutBankDetails: { accountHolder: ' ', iban: 'DE89370400440532013000' } }, PAYOUT_DETAILS_MESSAGES.accountHolderRequired],
    [{ payoutBankDetails: { iban: 'DE89370400440532013000' } }, PAYOUT_DETAILS_MESSAGES.accountHolderRequired],
    [{ payoutBankDetails: { accountHolder: holder, accountNumber: '123', routingNumber: '011000015' } }, PAYOUT_DETAILS_MESSAGES.accountNumberInvalid],
    [{ payoutBankDetails: { accountHolder: holder, accountNumber: '123456789012345678', routingNumber: '011000015' } }, PAYOUT_DETAILS_MESSAGES.accountNumberInvalid],
    [{ payoutBankDetails: { accountHolder: holder, accountNumber: '000123456789', routingNumber: '011000016' } }, PAYOUT_DETAILS_MESSAGES.routingNumberInvalid],
    [{ payoutBankDetails: { accountHolder: holder, accountNumber: '000123456789', routingNumber: '01100001' } }, PAYOUT_DETAILS_MESSAGES.routingNumberInvalid],
    [{ payoutBankDetails: { accountHolder: holder } }, PAYOUT_DETAILS_MESSAGES.bankAccountKind],
    [{ payoutBankDetails: { accountHolder: holder, iban: 'DE89370400440532013000', accountNumber: '000123456789', routingNumber: '011000015' } }, PAYOUT_DETAILS_MESSAGES.bankAccountKind],
    [{ payoutBankDetails: 'DE89370400440532013000' }, PAYOUT_DETAILS_MESSAGES.bankAccountKind],
    [{ paymentGateway: 'bitcoin' }, SELLER_MESSAGES.gatewayUnknown],
    [{ payoutMethod: 'cheque' }, SELLER_MESSAGES.payoutMethodUnknown],
    [{ businessName: 'ab' }, SELLER_MESSAGES.businessNameTooShort],
    [{ businessEmail: 'shop@' }, SELLER_MESSAGES.businessEmailInvalid],
    [{ businessPhone: '123' }, SELLER_MESSAGES.phoneInvalid],
  ])('refuses %j with 400 "%s" and changes nothing', async (body, message) => {
    const { seller, cookie } = await shop({ paymentGateway: null });
    const before = await stored(seller.id);
    expectError(await putSettings(cookie, seller.id, body), 400, message);
    expect(await stored(seller.id)).toEqual(before);
  });

  it('checks the gateway rules against the stored settings; no gateway asks for a secret', async () => {
    const { seller, cookie } = await shop({ paymentGateway: 'stripe', stripeAccountId: 'acct_1' });
    expect((await putSettings(cookie, seller.id, { paymentGateway: 'stripe' })).statusCode).toBe(200);
    expectError(await putSettings(cookie, seller.id, { stripeAccountId: '' }), 400, SELLER_MESSAGES.stripeAccountRequired);
    const square = await putSettings(cookie, seller.id, { paymentGateway: 'square', squareApplicationId: 'sq0idp-1' });
    expect(square.json()).toMatchObject({ paymentGateway: 'square', squareApplicationId: null });
    // A PayPal gateway needs its client id and the payout email (the spec's rule), saved before or sent now.
    expectError(await putSettings(cookie, seller.id, { paymentGateway: 'paypal', payoutEmailPaypal: 'shop@example.com' }), 400, SELLER_MESSAGES.paypalClientIdRequired);
    expect((await putSettings(cookie, seller.id, { paymentGateway: 'paypal', paypalClientId: 'AbC', payoutEmailPaypal: 'shop@example.com' })).statusCode).toBe(200);
    expect((await putSettings(cookie, seller.id, { paymentGateway: 'paypal' })).statusCode).toBe(200);
    expectError(await putSettings(cookie, seller.id, { paypalClientId: null }), 400, SELLER_MESSAGES.paypalClientIdRequired);
    // The default gateway (stripe, no account) never stops a shop from saving its payout method and details.
    const fresh = await shop();
    const payout = await putSettings(fresh.cookie, fresh.seller.id, { payoutMethod: 'paypal', payoutEmailPaypal: 'me@example.com' });
    expect(payout.statusCode, payout.body).toBe(200);
    expect(payout.json()).toMatchObject({ payoutMethod: 'paypal', payoutEmailPaypal: 'm•••@example.com' });
  });

  it('seals payout details left plain (older rows, the demo seed) and clears the plain columns', async () => {
    const bank = { accountHolder: 'Demo Payee', iban: 'NL91ABNA0417164300' };
    const { seller } = await shop({ payoutEmailPaypal: 'Old@Example.com', payoutBankAccount: JSON.stringify(bank) });
    const unreadable = await shop({ payoutBankAccount: 'Bank of Somewhere, account 42' });
    const sealer = await payoutSealer();
    const seal = (plain: { email: string | null; bank: string | null }) => sealedFromPlain(sealer, plain);
    expect(await sealPlainPayoutDetails(t.db, seal)).toBeGreaterThanOrEqual(1);
    const row = await stored(seller.id);
    expect(row).toMatchObject({ payoutEmailPaypal: null, payoutBankAccount: null, payoutPaypalMasked: 'o•••@example.com', payoutBankMasked: 'IBAN •••• 4300 (Demo Payee)' });
    expect(sealer.open(row.payoutPaypalSealed!)).toBe('old@example.com');
    expect(JSON.parse(sealer.open(row.payoutBankSealed!)!)).toEqual(bank);
    // Free text cannot be checked: it stays for the seller to enter again, and a second run changes nothing.
    expect(await stored(unreadable.seller.id)).toMatchObject({ payoutBankAccount: 'Bank of Somewhere, account 42', payoutBankSealed: null });
    expect(await sealPlainPayoutDetails(t.db, seal)).toBe(0);
  });

  it('lets only the owner or an admin change a shop: 403 for another seller or a customer, 401 for a visitor, 404 unknown', async () => {
    const a = await shop();
    const b = await shop();
    const before = await stored(a.seller.id);
    const logo = await uploaded(b.seller.userId);
    for (const cookie of [b.cookie, customerCookie]) {
      expectError(await putSettings(cookie, a.seller.id, { businessName: 'Hijacked' }), 403, NOT_YOUR_SHOP);
      expectError(await putMedia(cookie, a.seller.id, { logoImageURL: logo }), 403, NOT_YOUR_SHOP);
    }
    expectError(await putSettings(null, a.seller.id, { businessName: 'Hijacked' }), 401, 'Please sign in');
    expectError(await putMedia(null, a.seller.id, { nonsense: 1 }), 401, 'Please sign in');
    expect(await stored(a.seller.id)).toEqual(before);
    expectError(await putSettings(a.cookie, 2_000_000_000, { businessName: 'Nowhere' }), 404, 'Seller not found');
    expectError(await putMedia(a.cookie, 2_000_000_000, { logoImageURL: logo }), 404, 'Seller not found');
    expectError(await putSettings(a.cookie, 'abc', {}), 400, 'Must be a positive whole number');

    const byAdmin = await putSettings(admin.cookie, a.seller.id, { specialty: 'Set by admin' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().specialty).toBe('Set by admin');
  });

  it('sets the logo and header to images the owner uploaded, shown on the public page', async () => {
    const { seller, cookie } = await shop();
    const logo = await uploaded(seller.userId);
    const header = await uploaded(seller.userId);
    const response = await putMedia(cookie, seller.id, { logoImageURL: logo });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ profileImage: logo, coverImage: null });
    expect((await putMedia(cookie, seller.id, { coverImageURL: header })).json()).toMatchObject({ profileImage: logo, coverImage: header });
    const publicPage = (await call(null, { method: 'GET', url: `/api/sellers/${seller.id}` })).json();
    expect(publicPage).toMatchObject({ profileImage: logo, coverImage: header });
  });

  it("refuses another user's upload, an unknown path or an outside URL, and an empty body", async () => {
    const { seller, cookie } = await shop();
    const someoneElses = await uploaded((await createUser(t.db)).id);
    expectError(await putMedia(cookie, seller.id, { logoImageURL: someoneElses }), 400, SELLER_MESSAGES.logoFormat);
    expectError(await putMedia(cookie, seller.id, { coverImageURL: someoneElses }), 400, SELLER_MESSAGES.coverFormat);
    expectError(await putMedia(cookie, seller.id, { logoImageURL: `/objects/products/${randomUUID()}` }), 400, SELLER_MESSAGES.logoFormat);
    expectError(await putMedia(cookie, seller.id, { logoImageURL: 'https://evil.example/logo.png' }), 400, SELLER_MESSAGES.logoFormat);
    expectError(await putMedia(cookie, seller.id, { coverImageURL: '/objects/../etc/passwd' }), 400, SELLER_MESSAGES.coverFormat);
    expectError(await putMedia(cookie, seller.id, {}), 400, SELLER_MESSAGES.mediaRequired);
    expect(await stored(seller.id)).toMatchObject({ profileImage: null, coverImage: null });
  });

  it('takes a logo and a product image through the real upload flow (upload, PUT, normalize)', async () => {
    const { seller, cookie } = await shop();
    const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#222' } }).png().toBuffer();
    const objectPathOf = async (purpose: 'logo' | 'image') => {
      const slot = await call(cookie, { method: 'POST', url: '/api/objects/upload', payload: { purpose } });
      expect(slot.statusCode, slot.body).toBe(200);
      const url = new URL(slot.json().uploadURL);
      const put = await t.app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'image/png' }, payload: bytes });
      expect(put.statusCode, put.body).toBe(204);
      const normalized = await call(cookie, { method: 'POST', url: '/api/objects/normalize', payload: { imageURL: `${url.origin}${url.pathname}` } });
      expect(normalized.statusCode, normalized.body).toBe(200);
      return normalized.json().objectPath as string;
    };
    const logo = await objectPathOf('logo');
    expect((await putMedia(cookie, seller.id, { logoImageURL: logo })).json().profileImage).toBe(logo);
    const image = await objectPathOf('image');
    const categoryId = (await createCategory(t.db)).id;
    const product = await call(cookie, { method: 'POST', url: '/api/products', payload: {
      name: 'Uploaded Tee', price: '20.00', categoryId, images: [image], sizes: ['M'], colors: ['Black'], stock: 1,
    } });
    expect(product.statusCode, product.body).toBe(201);
    expect(product.json().images).toEqual([image]);
  });

  it("lets an admin set a shop's logo to the owner's upload or their own", async () => {
    const { seller } = await shop();
    const ownersLogo = await uploaded(seller.userId);
    const adminsHeader = await uploaded(admin.id);
    const response = await putMedia(admin.cookie, seller.id, { logoImageURL: ownersLogo, coverImageURL: adminsHeader });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ profileImage: ownersLogo, coverImage: adminsHeader });
  });
});
