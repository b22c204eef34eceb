import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, outbox } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { notificationsOf, shopper } from '../../test/notifications.js';
import { writePreferences } from './notification-preferences.repo.js';
import { insertNotification } from './notifications.repo.js';

const HOUR = 3_600_000;

describe.each(TEST_DRIVERS)('the daily digest of new drops on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  let day = 0;
  /** A followed shop's drop of one day for the shopper, as the fan-out writes it. */
  const drop = (userId: number, sellerId: number, shopName: string, productName: string, count: number) => insertNotification(t.db, {
    userId, kind: 'new_from_shop', groupKey: `drop:${sellerId}:2026-01-${String(++day % 28 + 1).padStart(2, '0')}-${userId}`, sellerId,
    data: { shopName, productName, productIds: Array.from({ length: Math.min(count, 10) }, (_, i) => 5000 + i), productCount: count },
  });
  const mailsTo = (emails: string[]) => t.db.select().from(outbox).where(inArray(outbox.to, emails));

  it('mails each due shopper once per 24 hours, however many instances run at once, and never one with the email off', async () => {
    const maya = await shopper(t.db);
    const off = await shopper(t.db, { firstName: 'Off' });
    const recent = await shopper(t.db, { firstName: 'Recent' });
    await drop(maya.user.id, 9001, 'Northside Denim', 'Raw selvedge jeans', 3);
    await drop(maya.user.id, 9002, 'Loop Knits', 'Mohair cardigan', 1);
    await drop(off.user.id, 9001, 'Northside Denim', 'Raw selvedge jeans', 3);
    await writePreferences(t.db, off.user.id, { new_from_shop: { email: false } }, new Date());
    await drop(recent.user.id, 9001, 'Northside Denim', 'Raw selvedge jeans', 3);
    const at = new Date();
    await t.db.insert(notificationPreferences).values({ userId: recent.user.id, digestSentAt: new Date(at.getTime() - 2 * HOUR) });
    const emails = [maya.user.email, off.user.email, recent.user.email];

    // Two instances at once (the PostgreSQL server runs them in parallel): one digest.
    const racing = await Promise.all([t.app.notificationDigest.runOnce(at), t.app.notificationDigest.runOnce(at)]);
    expect(racing[0] + racing[1]).toBe(1);
    const mails = await mailsTo(emails);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([[maya.user.email, 'New from 2 shops you follow']]);
    expect(mails[0]!.body).toContain('New from Northside Denim\nRaw selvedge jeans and 2 more\nhttp://localhost:5000/seller/9001');
    expect(mails[0]!.body).toContain('New from Loop Knits\nMohair cardigan\nhttp://localhost:5000/product/5000');
    expect(mails[0]!.listUnsubscribe).toMatch(/\/api\/notifications\/unsubscribe\?code=\d+\.2\.[\w-]{32}$/);
    expect((await notificationsOf(t.db, maya.user.id)).every((entry) => entry.digestedAt !== null)).toBe(true);
    // Email off: marked as carried, so turning it back on does not mail the backlog.
    expect((await notificationsOf(t.db, off.user.id))[0]!.digestedAt).not.toBeNull();
    // Not due yet: left for its own day.
    expect((await notificationsOf(t.db, recent.user.id))[0]!.digestedAt).toBeNull();

    // A later drop waits for the next day's digest.
    await drop(maya.user.id, 9003, 'Field Studio', 'Canvas tote', 1);
    expect(await t.app.notificationDigest.drain(new Date(at.getTime() + HOUR))).toBe(0);
    const tomorrow = new Date(at.getTime() + 25 * HOUR);
    const next = await Promise.all([t.app.notificationDigest.drain(tomorrow), t.app.notificationDigest.drain(tomorrow)]);
    expect(next[0] + next[1]).toBe(2);
    const later = (await mailsTo(emails)).slice(1).map((mail) => [mail.to, mail.subject]).sort();
    expect(later).toEqual([[maya.user.email, 'New from Field Studio'], [recent.user.email, 'New from Northside Denim']].sort());
    expect(await t.app.notificationDigest.drain(tomorrow)).toBe(0);
    const [claim] = await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, maya.user.id));
    expect(claim!.digestSentAt?.toISOString()).toBe(tomorrow.toISOString());
    // The claim wrote the row, and left every switch on.
    expect(claim).toMatchObject({ newFromShopEmail: true, newFromShopInApp: true, orderUpdateEmail: true });
  });
});
