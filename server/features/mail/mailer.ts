import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { redactSecretsInUrl } from '../accounts/tokens.js';
import type { MailTransport } from './mail-transport.js';
import { deleteOutboxMessagesBefore, insertOutboxMessage, markOutboxMessageSent } from './outbox.repo.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** A message stored in the outbox, with its full text held in memory until it is handed over. */
export interface QueuedMail extends MailMessage {
  id: number;
}

/** Outbox rows are a record of what was sent, not an archive: older ones are deleted. */
export const OUTBOX_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Every message is kept in the outbox table first (inside the caller's transaction, so a
 * rolled-back change sends nothing), then delivered after the reply in the background: a slow
 * or failing mail server never delays or fails the request, and the time a request takes does
 * not depend on the mail server.
 *
 * The outbox keeps each message without its secrets (a reset link's token is stored as
 * `token=[redacted]`): reading the database gives no working link. The full text lives only in
 * memory between queue and delivery, and in the mail itself.
 */
export interface Mailer {
  /** Stores the message in the outbox; pass the transaction when there is one. */
  queue(db: Db, message: MailMessage): Promise<QueuedMail>;
  /** Hands a stored message to the transport, in the background. */
  deliver(message: QueuedMail): void;
  /** Waits for deliveries under way (app close, tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(options: { db: Db; transport: MailTransport; from: string; log: FastifyBaseLogger }): Mailer {
  const { db, transport, from, log } = options;
  const pending = new Set<Promise<void>>();
  let lastPurge = 0;

  async function send(message: QueuedMail): Promise<void> {
    try {
      await transport.send({ from, to: message.to, subject: message.subject, text: message.text });
      if (transport.kind === 'smtp') await markOutboxMessageSent(db, message.id);
    } catch (error) {
      // Never the message itself: its text carries a reset link.
      log.error({ outboxId: message.id, error: (error as Error).message }, 'mail delivery failed; the message stays in the outbox');
    }
    await purgeNowAndThen();
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

  return {
    async queue(database, message) {
      const row = await insertOutboxMessage(database, { to: message.to, subject: message.subject, body: redactSecretsInUrl(message.text) });
      return { id: row.id, to: message.to, subject: message.subject, text: message.text };
    },
    deliver(message) {
      const delivery = send(message).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.flush();
      transport.close();
    },
  };
}
