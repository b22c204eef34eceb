import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { MailTransport } from './mail-transport.js';
import { insertOutboxMessage, markOutboxMessageSent, type OutboxMessage } from './outbox.repo.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Every message is kept in the outbox table first (inside the caller's transaction, so a
 * rolled-back change sends nothing), then delivered after the reply in the background: a slow
 * or failing mail server never delays or fails the request, and the time a request takes does
 * not depend on the mail server.
 */
export interface Mailer {
  /** Stores the message in the outbox; pass the transaction when there is one. */
  queue(db: Db, message: MailMessage): Promise<OutboxMessage>;
  /** Hands a stored message to the transport, in the background. */
  deliver(message: OutboxMessage): void;
  /** Waits for deliveries under way (app close, tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(options: { db: Db; transport: MailTransport; from: string; log: FastifyBaseLogger }): Mailer {
  const { db, transport, from, log } = options;
  const pending = new Set<Promise<void>>();

  async function send(message: OutboxMessage): Promise<void> {
    try {
      await transport.send({ from, to: message.to, subject: message.subject, text: message.body });
      if (transport.kind === 'smtp') await markOutboxMessageSent(db, message.id);
    } catch (error) {
      // Never the message itself: its body carries a reset link.
      log.error({ outboxId: message.id, error: (error as Error).message }, 'mail delivery failed; the message stays in the outbox');
    }
  }

  return {
    queue: (database, message) => insertOutboxMessage(database, { to: message.to, subject: message.subject, body: message.text }),
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
