import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecret } from '../../secrets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_MESSAGES } from '../../../shared/notification-schemas.js';
import { shopper } from '../../test/notifications.js';
import { readPreferences } from './notification-preferences.repo.js';
import { createUnsubscribeCodes, type UnsubscribeCodes } from './unsubscribe-codes.js';

const URL_OF = (code: string) => `/api/notifications/unsubscribe?code=${encodeURIComponent(code)}`;

describe.each(TEST_DRIVERS)('one-click unsubscribe on %s', (driver) => {
  let t: TestApp;
  let codes: UnsubscribeCodes;
  beforeAll(async () => {
    t = await createTestApp(driver);
    // The app's own secret, as every instance reads it from DATA_DIR.
    codes = createUnsubscribeCodes(await loadSecret(undefined, t.env.DATA_DIR, 'unsubscribe-secret'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says what a code turns off and changes nothing on GET, without a session', async () => {
    const maya = await shopper(t.db);
    const response = await t.app.inject({ method: 'GET', url: URL_OF(codes.codeFor(maya.user.id, 'price_drop')) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ kind: 'price_drop', message: expect.stringContaining('Price drops') });
    expect(await readPreferences(t.db, maya.user.id)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it("turns off that kind's email only, for that shopper only, and again is the same as once", async () => {
    const maya = await shopper(t.db);
    const sam = await shopper(t.db, { firstName: 'Sam' });
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ method: 'POST', url: URL_OF(codes.codeFor(maya.user.id, 'back_in_stock')) });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ kind: 'back_in_stock', message: NOTIFICATION_MESSAGES.unsubscribed });
    }
    expect(await readPreferences(t.db, maya.user.id)).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, back_in_stock: { inApp: true, email: false } });
    expect(await readPreferences(t.db, sam.user.id)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it("takes a mail app's one-click POST: a form body, from another site's origin", async () => {
    const maya = await shopper(t.db);
    const response = await t.app.inject({
      method: 'POST', url: URL_OF(codes.codeFor(maya.user.id, 'new_from_shop')),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await readPreferences(t.db, maya.user.id)).new_from_shop).toEqual({ inApp: true, email: false });

    const multipart = await t.app.inject({
      method: 'POST', url: URL_OF(codes.codeFor(maya.user.id, 'order_update')),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect((await readPreferences(t.db, maya.user.id)).order_update).toEqual({ inApp: true, email: false });
  });

  it('keeps the same-origin guard for every other state-changing call, and forms elsewhere', async () => {
    const maya = await shopper(t.db);
    const crossSite = await t.app.inject({
      method: 'POST', url: '/api/account/notifications/read', headers: { cookie: maya.cookie, origin: 'https://mail.example.com' }, payload: { all: true },
    });
    expect(crossSite.statusCode).toBe(403);
    const form = await t.app.inject({
      method: 'POST', url: '/api/account/notifications/read', headers: { cookie: maya.cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'all=true',
    });
    expect(form.statusCode).toBe(415);
  });

  it('refuses a forged, altered or missing code (400) and changes nothing', async () => {
    const maya = await shopper(t.db);
    const real = codes.codeFor(maya.user.id, 'price_drop');
    const forger = createUnsubscribeCodes('another secret, another app, at least 32 chars');
    const otherKind = real.replace(/^(\d+)\.1\./, '$1.0.');
    expect(otherKind).not.toBe(real);
    const otherUser = real.replace(/^\d+/, String(maya.user.id + 1));
    for (const code of [forger.codeFor(maya.user.id, 'price_drop'), otherKind, otherUser, 'nonsense', `${real}x`]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({ method, url: URL_OF(code) });
        expect(response.statusCode, `${method} ${code}`).toBe(400);
        expect(response.json().message).toBe(NOTIFICATION_MESSAGES.unsubscribeInvalid);
      }
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(NOTIFICATION_MESSAGES.unsubscribeInvalid);
    expect(await readPreferences(t.db, maya.user.id)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });
});
