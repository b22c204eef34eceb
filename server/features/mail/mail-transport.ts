import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Stable per outbox row (message-id.ts): a message sent twice carries the same one. */
  messageId: string;
  /** A notification mail's one-click unsubscribe address: sent as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058). */
  listUnsubscribe?: string | null;
}

/** The two headers RFC 8058 asks for, so mail apps show their own "Unsubscribe" and POST to it. */
export function unsubscribeHeaders(listUnsubscribe: string | null | undefined): Record<string, string> {
  if (!listUnsubscribe) return {};
  return { 'List-Unsubscribe': `<${listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
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
      log.info({ mail: { messageId: mail.messageId, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.listUnsubscribe ? { listUnsubscribe: mail.listUnsubscribe } : {}) } }, 'mail-outbox: no SMTP_URL set, message written here');
    },
    close: () => undefined,
  };
}
