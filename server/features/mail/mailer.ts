import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { redactSecretsInUrl } from '../../kernel/tokens.js';
import type { MailTransport } from './mail-transport.js';
import { outboxMessageId } from './message-id.js';
import {
  claimDueOutboxMessages, claimOutboxMessage, deleteOutboxMessagesBefore, insertOutboxMessage, insertOutboxMessages, markOutboxMessageSent,
} from './outbox.repo.js';
import type { TextSealer } from './sealed-text.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Notification mails only: the one-click unsubscribe address (List-Unsubscribe). */
  listUnsubscribe?: string | null;
}

/** A message stored in the outbox, with its full text held in memory until it is handed over. */
export interface QueuedMail extends MailMessage {
  id: number;
  messageId: string;
}

/** Outbox rows are a record of what was sent, not an archive: older ones are deleted. */
export const OUTBOX_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** How long an instance holds a message it is sending; after that another may retry it. */
export const SEND_LEASE_MS = 2 * 60 * 1000;
/** How often each instance looks for messages nobody sent (their instance died, or SMTP failed). */
const RELAY_INTERVAL_MS = 30 * 1000;
const MAX_ATTEMPTS = 10;
/**
 * Messages handed to deliverInTurn that wait in memory at most: a fan-out queues mail faster than
 * a mail server takes it, and 100,000 held texts would be 100 MB. The rest wait in the outbox.
 */
export const HELD_IN_TURN = 5_000;

/**
 * Every message is kept in the outbox table first (inside the caller's transaction, so a
 * rolled-back change sends nothing), then delivered after the reply in the background: a slow
 * or failing mail server never delays or fails the request, and the time a request takes does
 * not depend on the mail server.
 *
 * The outbox keeps each message without its secrets (a reset link's token is stored as
 * `token=[redacted]`), and with SMTP the full text sealed (sealed-text.ts) until it is sent.
 * The instance that wrote a message claims and sends it right after the commit; every instance
 * also relays, every 30 seconds, messages whose claim ran out unsent (their instance died, or the
 * mail server failed), so none is lost and, claims being exclusive, none is sent twice unless an
 * instance dies between the mail server's acceptance and recording it.
 */
export interface Mailer {
  /** Stores the message in the outbox; pass the transaction when there is one. */
  queue(db: Db, message: MailMessage): Promise<QueuedMail>;
  /** Stores many messages in one INSERT (a notification fan-out's batch); pass the transaction. */
  queueMany(db: Db, messages: MailMessage[]): Promise<QueuedMail[]>;
  /** Hands a stored message to the transport, in the background. */
  deliver(message: QueuedMail): void;
  /**
   * Hands stored messages to the transport one after another, in the background, after those
   * given before: a fan-out's thousands of mails never make thousands of sends at once. Past
   * HELD_IN_TURN waiting, messages stay in the outbox only; with SMTP they are relayed once the
   * held ones are sent, without it (the log) the outbox row is their only record.
   */
  deliverInTurn(messages: QueuedMail[]): void;
  /** Claims and sends messages nobody is sending; answers how many were sent. */
  relay(): Promise<number>;
  /** The address of a page of the shop (`/account/orders`) as links in mail write it: PUBLIC_ORIGIN's. */
  link(path: string): string;
  /** Waits for deliveries under way (app close, tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(options: {
  db: Db; transport: MailTransport; from: string; log: FastifyBaseLogger; sealer: TextSealer; now?: () => Date;
  /** Where links in mail point (linkOriginOf); never a request's Host header. */
  linkOrigin?: string;
}): Mailer {
  const { db, transport, from, log, sealer } = options;
  const now = options.now ?? (() => new Date());
  // Without SMTP the log is the only delivery: nothing to seal, claim or retry.
  const relays = transport.kind === 'smtp';
  const pending = new Set<Promise<unknown>>();
  let lastPurge = 0;
  let relayTimer: NodeJS.Timeout | null = null;
  const inTurn: QueuedMail[] = [];
  let sendingInTurn = false;
  let leftInOutbox = 0;
  let closing = false;

  async function send(message: QueuedMail): Promise<boolean> {
    try {
      await transport.send({
        from, to: message.to, subject: message.subject, text: message.text, messageId: message.messageId, listUnsubscribe: message.listUnsubscribe,
      });
      if (relays) await markOutboxMessageSent(db, message.id);
      return true;
    } catch (error) {
      // Never the message itself: its text carries a reset link.
      log.error({ outboxId: message.id, error: (error as Error).message }, 'mail delivery failed; the message stays in the outbox');
      return false;
    }
  }

  async function deliverNow(message: QueuedMail): Promise<void> {
    if (!relays || (await claimOutboxMessage(db, message.id, now(), SEND_LEASE_MS))) await send(message);
    await purgeNowAndThen();
  }

  async function relayDue(): Promise<number> {
    const claimed = await claimDueOutboxMessages(db, { now: now(), leaseMs: SEND_LEASE_MS, maxAttempts: MAX_ATTEMPTS, limit: 20 });
    let sent = 0;
    for (const row of claimed) {
      const text = row.sealed === null ? null : sealer.open(row.sealed);
      if (text === null) {
        log.error({ outboxId: row.id }, 'an outbox message cannot be opened (sealed with another MAIL_SECRET?); it stays unsent');
        continue;
      }
      if (await send({ id: row.id, to: row.to, subject: row.subject, text, messageId: outboxMessageId(row, from), listUnsubscribe: row.listUnsubscribe ?? undefined })) sent += 1;
      else if (row.attempts >= MAX_ATTEMPTS) log.error({ outboxId: row.id }, 'mail delivery failed too often; no more attempts');
    }
    return sent;
  }

  async function sendInTurn(): Promise<void> {
    try {
      for (;;) {
        for (let next = inTurn.shift(); next && !closing; next = inTurn.shift()) {
          await deliverNow(next).catch((error: unknown) => log.error({ error: (error as Error).message }, 'mail delivery failed'));
        }
        if (closing || leftInOutbox === 0) return;
        if (!relays) {
          log.warn({ messages: leftInOutbox }, 'mail-outbox: more notification mails than held in memory; without SMTP_URL those are in the outbox table only');
          leftInOutbox = 0;
          return;
        }
        leftInOutbox = 0;
        while (!closing && inTurn.length === 0 && (await relayDue()) > 0);
        if (inTurn.length === 0) return;
      }
    } finally {
      // Reset in the same turn as the last look at the queue, so a message added next starts a new run.
      sendingInTurn = false;
    }
  }

  function track<T>(work: Promise<T>): Promise<T> {
    const tracked = work.finally(() => pending.delete(tracked));
    pending.add(tracked);
    return tracked;
  }

  async function purgeNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = now;
    try {
      await deleteOutboxMessagesBefore(db, new Date(now - OUTBOX_RETENTION_MS));
    } catch (error) {
      log.error({ error: (error as Error).message }, 'could not purge old outbox messages');
    }
  }

  if (relays) {
    relayTimer = setInterval(() => {
      track(relayDue()).catch((error: unknown) => log.error({ error: (error as Error).message }, 'mail relay failed'));
    }, RELAY_INTERVAL_MS);
    relayTimer.unref();
  }

  return {
    async queue(database, message) {
      const row = await insertOutboxMessage(database, {
        to: message.to, subject: message.subject, body: redactSecretsInUrl(message.text), sealed: relays ? sealer.seal(message.text) : null,
        listUnsubscribe: message.listUnsubscribe ?? null,
      });
      return { ...message, id: row.id, messageId: outboxMessageId(row, from) };
    },
    async queueMany(database, messages) {
      const rows = await insertOutboxMessages(database, messages.map((message) => ({
        to: message.to, subject: message.subject, body: redactSecretsInUrl(message.text), sealed: relays ? sealer.seal(message.text) : null,
        listUnsubscribe: message.listUnsubscribe ?? null,
      })));
      // Ids are given in the order of the rows sent; RETURNING's order is not promised.
      rows.sort((a, b) => a.id - b.id);
      return messages.map((message, index) => ({ ...message, id: rows[index]!.id, messageId: outboxMessageId(rows[index]!, from) }));
    },
    deliver(message) {
      void track(deliverNow(message)).catch((error: unknown) => log.error({ error: (error as Error).message }, 'mail delivery failed'));
    },
    deliverInTurn(messages) {
      const held = messages.slice(0, Math.max(HELD_IN_TURN - inTurn.length, 0));
      inTurn.push(...held);
      leftInOutbox += messages.length - held.length;
      if (sendingInTurn || closing || (inTurn.length === 0 && leftInOutbox === 0)) return;
      sendingInTurn = true;
      void track(sendInTurn()).catch((error: unknown) => log.error({ error: (error as Error).message }, 'mail delivery failed'));
    },
    relay: () => track(relayDue()),
    link: (path) => `${(options.linkOrigin ?? 'http://localhost:5000').replace(/\/+$/, '')}${path}`,
    async flush() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      if (relayTimer) clearInterval(relayTimer);
      // Messages still waiting their turn stay in the outbox, for any instance's relay.
      closing = true;
      await this.flush();
      transport.close();
    },
  };
}
