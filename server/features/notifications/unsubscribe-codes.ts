import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../shared/notification-schemas.js';

/**
 * A mail's one-click unsubscribe code: who and which kind, signed, so the link works without
 * signing in, for as long as the mail is kept, and can turn off that one kind of mail only.
 * `<userId>.<kind index>.<HMAC-SHA256, base64url, 32 characters>`.
 */
export interface UnsubscribeCodes {
  codeFor(userId: number, kind: NotificationKind): string;
  /** Who and what a code names, or null when it is not one of ours. */
  read(code: string): { userId: number; kind: NotificationKind } | null;
}

const CODE_PATTERN = /^(\d{1,10})\.(\d)\.([A-Za-z0-9_-]{32})$/;

export function createUnsubscribeCodes(secret: string): UnsubscribeCodes {
  const signatureOf = (userId: number, kind: NotificationKind) =>
    createHmac('sha256', secret).update(`threadline unsubscribe:${userId}:${kind}`).digest('base64url').slice(0, 32);
  return {
    codeFor: (userId, kind) => `${userId}.${NOTIFICATION_KINDS.indexOf(kind)}.${signatureOf(userId, kind)}`,
    read(code) {
      const match = CODE_PATTERN.exec(code);
      if (!match) return null;
      const userId = Number(match[1]);
      const kind = NOTIFICATION_KINDS[Number(match[2])];
      if (!kind || !Number.isSafeInteger(userId) || userId < 1) return null;
      const expected = Buffer.from(signatureOf(userId, kind));
      const given = Buffer.from(match[3]!);
      return timingSafeEqual(expected, given) ? { userId, kind } : null;
    },
  };
}
