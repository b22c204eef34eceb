import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { invalidData } from '../../errors.js';
import {
  NOTIFICATION_KIND_LABELS, NOTIFICATION_MESSAGES, type NotificationKind,
} from '../../../shared/notification-schemas.js';
import { writePreferences } from './notification-preferences.repo.js';
import type { UnsubscribeCodes } from './unsubscribe-codes.js';

export interface UnsubscribeReply {
  kind: NotificationKind;
  message: string;
}

/** What the page says before the shopper confirms: which emails stop, and that nothing else does. */
export const unsubscribePreview = (kind: NotificationKind) =>
  `Stop emails about "${NOTIFICATION_KIND_LABELS[kind]}"? Other emails and your in-app notifications stay as they are.`;

/**
 * A mail's unsubscribe link, without signing in: the signed code names a shopper and a kind, and
 * can turn off that kind's email and nothing else. Reading it changes nothing (mail scanners open
 * links); the POST turns it off, and again is the same as once.
 */
export function createUnsubscribeService({ db, codes, now = () => new Date() }: { db: Db; codes: UnsubscribeCodes; now?: () => Date }) {
  async function readCode(code: string) {
    const named = codes.read(code);
    if (!named) throw invalidData(NOTIFICATION_MESSAGES.unsubscribeInvalid);
    // A code outlives nothing it names: an account is anonymised on deletion, never removed.
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, named.userId));
    if (!user) throw invalidData(NOTIFICATION_MESSAGES.unsubscribeInvalid);
    return named;
  }

  return {
    async preview(code: string): Promise<UnsubscribeReply> {
      const { kind } = await readCode(code);
      return { kind, message: unsubscribePreview(kind) };
    },

    async unsubscribe(code: string): Promise<UnsubscribeReply> {
      const { userId, kind } = await readCode(code);
      await writePreferences(db, userId, { [kind]: { email: false } }, now());
      return { kind, message: NOTIFICATION_MESSAGES.unsubscribed };
    },
  };
}

export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;
