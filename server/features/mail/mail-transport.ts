import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Stable per outbox row (message-id.ts): a message sent twice carries the same one. */
  messageId: string;
}

/** How mail leaves the app: SMTP when configured, else the server log. */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Without SMTP the message, link included, is written to the server log so a developer can
 * follow it (it is in the outbox table too). This is the only log line allowed to carry a
 * reset link.
 */
export function createLogTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'log',
    async send(mail) {
      log.info({ mail: { messageId: mail.messageId, to: mail.to, subject: mail.subject, text: mail.text } }, 'mail-outbox: no SMTP_URL set, message written here');
    },
    close: () => undefined,
  };
}
