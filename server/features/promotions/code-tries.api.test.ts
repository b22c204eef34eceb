import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createPromotion, sellerWithProduct, shopperWithCart } from '../../test/promotions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { PROMOTION_MESSAGES } from '../../../shared/promotion-schemas.js';

const WINDOW = 600_000;

describe.each(TEST_DRIVERS)('tries of codes are limited on %s', (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { rateLimitRules: { codeTriesPerUser: { limit: 3, windowMs: WINDOW }, codeTriesPerIp: { limit: 5, windowMs: WINDOW } } });
    call = caller(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function shopperAt() {
    const shop = await sellerWithProduct(t.db, { price: '30.00' });
    await createPromotion(t.db, { sellerId: shop.seller.id, code: `RIGHT${shop.seller.id}` });
    return { ...(await shopperWithCart(t.db, [{ productId: shop.product.id }])), right: `RIGHT${shop.seller.id}` };
  }
  const attempt = (cookie: string, code: string, ip: string) => call('POST', '/api/cart/codes', cookie, { code }, ip);

  it('per account: right and wrong tries count alike; past the limit 429 with Retry-After, even for a right code', async () => {
    const shopper = await shopperAt();
    expect((await attempt(shopper.cookie, 'WRONG1', '10.1.0.1')).statusCode).toBe(404);
    expect((await attempt(shopper.cookie, shopper.right, '10.1.0.2')).statusCode).toBe(200);
    expect((await attempt(shopper.cookie, 'WRONG2', '10.1.0.3')).statusCode).toBe(404);
    const refused = await attempt(shopper.cookie, shopper.right, '10.1.0.4');
    expectError(refused, 429, PROMOTION_MESSAGES.tooManyTries);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Reading and taking codes off are not tries.
    expect((await call('GET', '/api/cart/codes', shopper.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/cart/codes/${shopper.right}`, shopper.cookie)).statusCode).toBe(200);
    // Another shopper is not held back.
    const other = await shopperAt();
    expect((await attempt(other.cookie, 'WRONG', '10.1.0.5')).statusCode).toBe(404);
  });

  it('per address, whichever accounts: a try the address refuses is given back to the account', async () => {
    const ip = '10.2.0.1';
    const first = await shopperAt();
    const second = await shopperAt();
    for (let i = 0; i < 3; i += 1) expect((await attempt(first.cookie, `GUESS${i}`, ip)).statusCode).toBe(404);
    for (let i = 0; i < 2; i += 1) expect((await attempt(second.cookie, `GUESS${i}`, ip)).statusCode).toBe(404);
    const third = await shopperAt();
    expectError(await attempt(third.cookie, third.right, ip), 429, PROMOTION_MESSAGES.tooManyTries);
    expectError(await attempt(second.cookie, 'GUESS9', ip), 429, PROMOTION_MESSAGES.tooManyTries);
    // IPv6 counts per /64: another address of the same network is the same bucket.
    const v6 = await shopperAt();
    for (let i = 0; i < 3; i += 1) expect((await attempt(v6.cookie, `V6GUESS${i}`, `2001:db8:1:2::${i + 1}`)).statusCode).toBe(404);
    const v6b = await shopperAt();
    for (let i = 0; i < 2; i += 1) expect((await attempt(v6b.cookie, `V6GUESS${i}`, `2001:db8:1:2:ffff::${i + 1}`)).statusCode).toBe(404);
    expectError(await attempt(v6b.cookie, v6b.right, '2001:db8:1:2:abcd::1'), 429, PROMOTION_MESSAGES.tooManyTries);

    // Elsewhere, `second` has one try left: its refused try at the busy address was not counted.
    expect((await attempt(second.cookie, second.right, '10.2.0.2')).statusCode).toBe(200);
    expectError(await attempt(second.cookie, second.right, '10.2.0.3'), 429, PROMOTION_MESSAGES.tooManyTries);
  });

});
