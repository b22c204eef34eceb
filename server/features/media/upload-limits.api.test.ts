import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '../../seed/factories.js';
import { uploads } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { expectError } from '../accounts/account-test-helpers.js';

const MB = 1024 * 1024;
const QUOTA_FULL = 'Your images have reached the storage limit (5 images or 1 MB). '
  + 'Images no product or shop page uses are removed within a day.';

/** Security review 2, finding 8: a storage quota and an upload rate per uploader. */
describe.each(TEST_DRIVERS)('upload quota and rate on %s', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(driver, { UPLOAD_QUOTA_IMAGES: '5', UPLOAD_QUOTA_MB: '1', UPLOADS_PER_HOUR: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const newSeller = async () => {
    const record = await createSeller(t.db);
    return { userId: record.userId, cookie: await sessionCookieFor(t.db, record.userId) };
  };
  const requestSlot = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } });
  /** Images this user already keeps, as normalize would have recorded them. */
  const keepImages = (userId: number, count: number, storedBytes = 10_000) =>
    t.db.insert(uploads).values(Array.from({ length: count }, () => {
      const id = randomUUID();
      return {
        userId, uploadKey: `incoming/${id}`, purpose: 'image' as const, maxBytes: 10 * MB, expiresAt: new Date(),
        usedAt: new Date(), objectPath: `/objects/products/${id}`, storedBytes,
      };
    }));

  it('refuses a new slot with 409 once the images kept and the slots open reach the quota', async () => {
    const shop = await newSeller();
    await keepImages(shop.userId, 4);
    expect((await requestSlot(shop.cookie)).statusCode).toBe(200);
    expectError(await requestSlot(shop.cookie), 409, QUOTA_FULL);
  });

  it('refuses a new slot once the bytes kept reach the quota', async () => {
    const shop = await newSeller();
    await keepImages(shop.userId, 1, MB);
    expectError(await requestSlot(shop.cookie), 409, QUOTA_FULL);
  });

  it('refuses to normalize into a quota filled since the slot was given, and drops the raw file', async () => {
    const shop = await newSeller();
    const url = new URL((await requestSlot(shop.cookie)).json().uploadURL);
    const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa3300' } }).png().toBuffer();
    const put = await t.app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, payload: bytes, headers: { 'content-type': 'image/png' } });
    expect(put.statusCode).toBe(204);
    await keepImages(shop.userId, 5);
    const normalized = await t.app.inject({ method: 'POST', url: '/api/objects/normalize', headers: { cookie: shop.cookie }, payload: { imageURL: url.pathname } });
    expectError(normalized, 409, QUOTA_FULL);
    expect(await t.storage.exists(`incoming/${url.pathname.split('/').pop()}`)).toBe(false);
  });

  it('answers 429 with Retry-After past UPLOADS_PER_HOUR new slots, for this uploader only', async () => {
    const busy = await newSeller();
    for (let i = 0; i < 3; i += 1) expect((await requestSlot(busy.cookie)).statusCode).toBe(200);
    const refused = await requestSlot(busy.cookie);
    expectError(refused, 429, 'Too many uploads in the last hour; please try again later');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await requestSlot((await newSeller()).cookie)).statusCode).toBe(200);
  });
});
