import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCodes, products } from '../../db/schema/index.js';
import { createProduct } from '../../seed/factories.js';
import { addToCart, caller, createPromotion, freshCode, redeemedBy, sellerWithProduct, shopperWithCart } from '../../test/promotions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { PROMOTION_MESSAGES } from '../../../shared/promotion-schemas.js';

const HOUR = 3_600_000;

describe.each(TEST_DRIVERS)("the cart's codes on %s", (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    // Many tries from one test address: the limits have their own test (code-tries.api.test.ts).
    t = await createTestApp(driver, {}, { rateLimitRules: { codeTriesPerIp: { limit: 10_000, windowMs: 600_000 } } });
    call = caller(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Two shops, and a shopper with one of the first shop's product in their cart. */
  async function scene() {
    const a = await sellerWithProduct(t.db, { price: '30.00', businessName: `Alpha ${freshCode('S')}` });
    const b = await sellerWithProduct(t.db, { price: '20.00', businessName: `Beta ${freshCode('S')}` });
    const shopper = await shopperWithCart(t.db, [{ productId: a.product.id }]);
    return { a, b, shopper };
  }
  const apply = (cookie: string | null, code: string) => call('POST', '/api/cart/codes', cookie, { code });
  const keptOf = (userId: number) => t.db.select().from(cartCodes).where(eq(cartCodes.userId, userId));

  it('is for signed-in shoppers: visitors 401', async () => {
    expect((await call('GET', '/api/cart/codes', null)).statusCode).toBe(401);
    expect((await apply(null, 'ANY')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/cart/codes/ANY', null)).statusCode).toBe(401);
  });

  it('keeps a shop code typed in any case, and answers the cart exactly as GET /api/cart with the codes typed', async () => {
    const { a, shopper } = await scene();
    await createPromotion(t.db, { sellerId: a.seller.id, code: 'Spring10' });
    const applied = await apply(shopper.cookie, '  sPRING10 ');
    expect(applied.statusCode, applied.body).toBe(200);
    const cart = await call('GET', '/api/cart', shopper.cookie);
    expect(applied.json()).toEqual({ items: cart.json(), codes: [{ code: 'Spring10', fundedBy: 'seller', businessName: a.seller.businessName }] });
    expect((await call('GET', '/api/cart/codes', shopper.cookie)).json()).toEqual(applied.json());

    // Another shopper sees none of it.
    const other = await shopperWithCart(t.db, [{ productId: a.product.id }]);
    expect((await call('GET', '/api/cart/codes', other.cookie)).json().codes).toEqual([]);
  });

  it('answers 404 "not valid" alike for an unknown code, another shop\'s, one not started and one expired before this shopper used it', async () => {
    const { a, b, shopper } = await scene();
    await createPromotion(t.db, { sellerId: b.seller.id, code: 'BETAONLY' });
    await createPromotion(t.db, { sellerId: a.seller.id, code: 'NOTYET', startsAt: new Date(Date.now() + HOUR) });
    const old = await createPromotion(t.db, { sellerId: a.seller.id, code: 'LASTYEAR', endsAt: new Date(Date.now() - HOUR) });
    const other = await shopperWithCart(t.db, [{ productId: a.product.id }]);
    await redeemedBy(t.db, old.id, other.user.id);
    const answers = [];
    for (const code of ['NOSUCHCODE', 'betaonly', 'NOTYET', 'LASTYEAR']) {
      const response = await apply(shopper.cookie, code);
      answers.push({ status: response.statusCode, body: response.body, type: response.headers['content-type'] });
    }
    expect(answers).toEqual(Array(4).fill({ status: 404, body: JSON.stringify({ message: PROMOTION_MESSAGES.invalid }), type: answers[0]!.type }));
    // A shop whose only line is hidden is not in the cart either.
    await addToCart(t.db, shopper.user.id, b.product.id);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, b.product.id));
    expectError(await apply(shopper.cookie, 'BETAONLY'), 404, PROMOTION_MESSAGES.invalid);
    expect(await keptOf(shopper.user.id)).toEqual([]);
  });

  it('says a code expired only to a shopper who used it (even a use given back)', async () => {
    const { a, shopper } = await scene();
    const old = await createPromotion(t.db, { sellerId: a.seller.id, code: 'GONEBY', endsAt: new Date(Date.now() - HOUR) });
    await redeemedBy(t.db, old.id, shopper.user.id, { released: true });
    expectError(await apply(shopper.cookie, 'goneby'), 422, PROMOTION_MESSAGES.expired);
  });

  it('refuses with the reason of the shared arithmetic (422): used up, already used, minimum not met, nothing in scope', async () => {
    const { a, b, shopper } = await scene();
    const otherProduct = await createProduct(t.db, { categoryId: a.product.categoryId, sellerId: a.seller.id });
    await createPromotion(t.db, { sellerId: a.seller.id, code: 'USEDUP', usageLimit: 3, usedCount: 3 });
    const once = await createPromotion(t.db, { sellerId: a.seller.id, code: 'ONCE', perCustomerLimit: 1 });
    await redeemedBy(t.db, once.id, shopper.user.id);
    await createPromotion(t.db, { sellerId: a.seller.id, code: 'BIGSPEND', minSubtotal: '100.00' });
    await createPromotion(t.db, { sellerId: a.seller.id, code: 'OTHERITEM', productIds: [otherProduct.id] });
    await createPromotion(t.db, { code: freshCode('ONLYBETA'), sellerIds: [b.seller.id] }).then(async (row) => {
      expectError(await apply(shopper.cookie, row.code), 422, PROMOTION_MESSAGES.noItems);
    });
    expectError(await apply(shopper.cookie, 'usedup'), 422, PROMOTION_MESSAGES.usedUp);
    expectError(await apply(shopper.cookie, 'once'), 422, PROMOTION_MESSAGES.alreadyUsed);
    expectError(await apply(shopper.cookie, 'bigspend'), 422, PROMOTION_MESSAGES.minimum('$100.00', `${a.seller.businessName} items`));
    expectError(await apply(shopper.cookie, 'otheritem'), 422, PROMOTION_MESSAGES.noItems);
    expect(await keptOf(shopper.user.id)).toEqual([]);

    // The minimum met, the same code is kept.
    await addToCart(t.db, shopper.user.id, otherProduct.id, 3);
    expect((await apply(shopper.cookie, 'bigspend')).statusCode).toBe(200);
  });

  it('keeps one code per shop and one platform code: a second of the same owner replaces the first', async () => {
    const { a, b, shopper } = await scene();
    await addToCart(t.db, shopper.user.id, b.product.id);
    await createPromotion(t.db, { sellerId: a.seller.id, code: 'ALPHA1' });
    await createPromotion(t.db, { sellerId: a.seller.id, code: 'ALPHA2' });
    await createPromotion(t.db, { sellerId: b.seller.id, code: 'BETA1' });
    const p1 = freshCode('PLATONE');
    const p2 = freshCode('PLATTWO');
    await createPromotion(t.db, { code: p1 });
    await createPromotion(t.db, { code: p2, kind: 'fixed', value: '5.00' });
    for (const code of ['ALPHA1', 'BETA1', p1, 'ALPHA2']) expect((await apply(shopper.cookie, code)).statusCode).toBe(200);
    const codes = (await apply(shopper.cookie, p2)).json().codes.map((c: { code: string }) => c.code);
    expect(codes.sort()).toEqual(['ALPHA2', 'BETA1', p2].sort());
    expect(await keptOf(shopper.user.id)).toHaveLength(3);
    // Typing a kept code again keeps it once.
    expect((await apply(shopper.cookie, 'beta1')).json().codes).toHaveLength(3);
  });

  it('keeps one code of a shop when two tabs type two of its codes at once', async () => {
    const { a, shopper } = await scene();
    const codes = ['TABA', 'TABB', 'TABC', 'TABD'];
    for (const code of codes) await createPromotion(t.db, { sellerId: a.seller.id, code });
    const answers = await Promise.all(codes.map((code) => apply(shopper.cookie, code)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await keptOf(shopper.user.id)).toHaveLength(1);
  });

  it('keeps both a platform code and a shop code spelled alike, or the one that applies', async () => {
    const { a, shopper } = await scene();
    await createPromotion(t.db, { sellerId: a.seller.id, code: 'TWIN' });
    await createPromotion(t.db, { code: 'twin' });
    const both = await apply(shopper.cookie, 'Twin');
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().codes).toEqual([
      { code: 'TWIN', fundedBy: 'seller', businessName: a.seller.businessName },
      { code: 'twin', fundedBy: 'platform', businessName: null },
    ]);

    await createPromotion(t.db, { sellerId: a.seller.id, code: 'HALFTWIN', usageLimit: 1, usedCount: 1 });
    await createPromotion(t.db, { code: 'HalfTwin' });
    const one = await apply(shopper.cookie, 'halftwin');
    expect(one.statusCode, one.body).toBe(200);
    // The platform's replaces "twin"; the shop's used-up one is not kept, so the shop keeps "TWIN".
    expect(one.json().codes).toEqual([
      { code: 'TWIN', fundedBy: 'seller', businessName: a.seller.businessName },
      { code: 'HalfTwin', fundedBy: 'platform', businessName: null },
    ]);
  });

  it('takes a kept code off in any case, answering the cart; 404 when it is not kept', async () => {
    const { a, shopper } = await scene();
    await createPromotion(t.db, { sellerId: a.seller.id, code: 'TakeOff' });
    await apply(shopper.cookie, 'TAKEOFF');
    const removed = await call('DELETE', '/api/cart/codes/takeoff', shopper.cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ items: (await call('GET', '/api/cart', shopper.cookie)).json(), codes: [] });
    expectError(await call('DELETE', '/api/cart/codes/TAKEOFF', shopper.cookie), 404, PROMOTION_MESSAGES.notKept);
    expectError(await call('DELETE', '/api/cart/codes/NEVERHEARD', shopper.cookie), 404, PROMOTION_MESSAGES.notKept);

    // Another shopper's kept code is theirs alone.
    const other = await shopperWithCart(t.db, [{ productId: a.product.id }]);
    await apply(other.cookie, 'takeoff');
    expectError(await call('DELETE', '/api/cart/codes/TAKEOFF', shopper.cookie), 404, PROMOTION_MESSAGES.notKept);
    expect(await keptOf(other.user.id)).toHaveLength(1);
  });

  it('refuses a code that is not a code at all with the same words', async () => {
    const { shopper } = await scene();
    expectError(await apply(shopper.cookie, ''), 400, PROMOTION_MESSAGES.invalid);
    expectError(await apply(shopper.cookie, 'X'.repeat(40)), 400, PROMOTION_MESSAGES.invalid);
  });
});
