import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/test-database.js';
import type { MailTransport, OutgoingMail } from './mail-transport.js';
import { createMailer, SEND_LEASE_MS, type Mailer } from './mailer.js';
import { createTextSealer } from './sealed-text.js';

const ignore = () => undefined;
const silent = { level: 'silent', fatal: ignore, error: ignore, warn: ignore, info: ignore, debug: ignore, trace: ignore, silent: ignore, child: () => silent } as unknown as FastifyBaseLogger;
const RESET_LINK = 'https://shop.example.com/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

/** An SMTP-kind transport that keeps what it sends, and fails while `failing` is set. */
function smtpInbox() {
  const mails: OutgoingMail[] = [];
  const transport: MailTransport & { mails: OutgoingMail[]; failing: boolean } = {
    kind: 'smtp', mails, failing: false,
    async send(mail) {
      if (transport.failing) throw new Error('421 try again later');
      mails.push(mail);
    },
    close: () => undefined,
  };
  return transport;
}

describe('sealed outbox text', () => {
  it('opens only with the key it was sealed with, and never holds the text in the clear', () => {
    const sealer = createTextSealer('a'.repeat(32));
    const sealed = sealer.seal(RESET_LINK);
    expect(sealed).not.toContain('token');
    expect(sealer.open(sealed)).toBe(RESET_LINK);
    expect(createTextSealer('b'.repeat(32)).open(sealed)).toBeNull();
    expect(sealer.open(`${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(sealer.open('short')).toBeNull();
  });
});

describe.each(TEST_DRIVERS)('outbox relay on %s', (driver) => {
  let test: TestDatabase;
  let clock = new Date('2026-11-23T10:00:00Z');
  const mailers: Mailer[] = [];
  const mailerWith = (transport: MailTransport, secret = 's'.repeat(32)) => {
    const mailer = createMailer({ db: test.database.db, transport, from: 'shop@example.com', log: silent, sealer: createTextSealer(secret), now: () => clock });
    mailers.push(mailer);
    return mailer;
  };
  const row = async (id: number) => (await test.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

  beforeAll(async () => {
    test = await createTestDatabase(driver);
  });
  afterAll(async () => {
    for (const mailer of mailers) await mailer.close();
    await test?.drop();
  });

  it('a message whose instance died before sending it is sent by another instance, once', async () => {
    const died = mailerWith(smtpInbox());
    const queued = await died.queue(test.database.db, { to: 'ada@example.com', subject: 'Reset', text: `Reset: ${RESET_LINK}` });
    // The instance never delivers: it died after the commit. The record holds no working link.
    const stored = await row(queued.id);
    expect(stored.body).not.toContain('abcdefghij');
    expect(stored.sealed).not.toContain('abcdefghij');

    const survivor = smtpInbox();
    const other = mailerWith(survivor);
    expect(await other.relay()).toBe(1);
    expect(survivor.mails).toEqual([{
      from: 'shop@example.com', to: 'ada@example.com', subject: 'Reset', text: `Reset: ${RESET_LINK}`, messageId: queued.messageId,
    }]);
    expect(await row(queued.id)).toMatchObject({ sealed: null, attempts: 1 });
    expect((await row(queued.id)).sentAt).not.toBeNull();
    expect(await other.relay()).toBe(0);
    expect(survivor.mails).toHaveLength(1);
  });

  it('the writer sends at once, and no relay sends it again', async () => {
    const inbox = smtpInbox();
    const mailer = mailerWith(inbox);
    const queued = await mailer.queue(test.database.db, { to: 'bo@example.com', subject: 'Order', text: 'Thanks' });
    mailer.deliver(queued);
    await mailer.flush();
    expect(inbox.mails).toHaveLength(1);
    clock = new Date(clock.getTime() + SEND_LEASE_MS + 1);
    expect(await mailerWith(smtpInbox()).relay()).toBe(0);
  });

  it('a failed send is retried after its lease, by whichever instance comes first', async () => {
    const flaky = smtpInbox();
    flaky.failing = true;
    const mailer = mailerWith(flaky);
    const queued = await mailer.queue(test.database.db, { to: 'cy@example.com', subject: 'Shipped', text: 'On its way' });
    mailer.deliver(queued);
    await mailer.flush();
    expect(flaky.mails).toHaveLength(0);
    // Still held by the instance that tried: nobody retries before the lease ends.
    expect(await mailerWith(smtpInbox()).relay()).toBe(0);
    clock = new Date(clock.getTime() + SEND_LEASE_MS + 1);
    flaky.failing = false;
    expect(await mailer.relay()).toBe(1);
    expect(flaky.mails.map((mail) => mail.subject)).toEqual(['Shipped']);
    expect(await row(queued.id)).toMatchObject({ attempts: 2, sealed: null });
  });

  it('a message sent again after its instance died carries the same Message-ID as the first time', async () => {
    // The mail server accepts the message, then the instance dies before recording it as sent.
    const dying = smtpInbox();
    const accepted = dying.send.bind(dying);
    dying.send = async (mail) => {
      await accepted(mail);
      throw new Error('the instance died');
    };
    const writer = mailerWith(dying);
    const queued = await writer.queue(test.database.db, { to: 'ed@example.com', subject: 'Order TL-000042', text: 'Thanks' });
    const next = await writer.queue(test.database.db, { to: 'ed@example.com', subject: 'Order TL-000043', text: 'Thanks' });
    writer.deliver(queued);
    await writer.flush();
    clock = new Date(clock.getTime() + SEND_LEASE_MS + 1);
    const survivor = smtpInbox();
    expect(await mailerWith(survivor).relay()).toBeGreaterThanOrEqual(2);

    const first = dying.mails.find((mail) => mail.subject === 'Order TL-000042')!;
    const again = survivor.mails.find((mail) => mail.subject === 'Order TL-000042')!;
    expect(first.messageId).toMatch(/^<outbox\.\d+\.[0-9a-z]+@example\.com>$/);
    expect(again.messageId).toBe(first.messageId);
    expect(survivor.mails.find((mail) => mail.subject === 'Order TL-000043')!.messageId).toBe(next.messageId);
    expect(next.messageId).not.toBe(queued.messageId);
  });

  it('a message sealed with another MAIL_SECRET stays unsent rather than sending garbage', async () => {
    const writer = mailerWith(smtpInbox(), 'x'.repeat(32));
    const queued = await writer.queue(test.database.db, { to: 'di@example.com', subject: 'Hello', text: 'Hi' });
    clock = new Date(clock.getTime() + SEND_LEASE_MS + 1);
    const stranger = smtpInbox();
    expect(await mailerWith(stranger, 'y'.repeat(32)).relay()).toBe(0);
    expect(stranger.mails).toHaveLength(0);
    expect((await row(queued.id)).sentAt).toBeNull();
  });

  it.skipIf(driver === 'pglite')('instances relaying at the same moment send each message once (PostgreSQL server only)', async () => {
    const writer = mailerWith(smtpInbox());
    for (let i = 0; i < 30; i += 1) await writer.queue(test.database.db, { to: `buyer${i}@example.com`, subject: `Order ${i}`, text: 'Thanks' });
    clock = new Date(clock.getTime() + SEND_LEASE_MS + 1);
    const inboxes = [smtpInbox(), smtpInbox(), smtpInbox()];
    const relays = inboxes.map((inbox) => mailerWith(inbox));
    for (let round = 0; round < 3; round += 1) await Promise.all(relays.map((relay) => relay.relay()));
    const subjects = inboxes.flatMap((inbox) => inbox.mails.map((mail) => mail.subject)).filter((subject) => subject.startsWith('Order '));
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
  });
});
