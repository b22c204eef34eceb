import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { NotificationData } from '../../../shared/notification-schemas.js';
import { composeMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mailer.js';
import { NOTIFICATION_LINKS } from './notification-shape.js';
import { channelsOf } from './notification-preferences.repo.js';
import type { UnsubscribeCodes } from './unsubscribe-codes.js';
import { unsubscribeFor } from './unsubscribe-links.js';

/** How much of a message the bell entry and the mail quote. */
export const MESSAGE_EXCERPT_CHARS = 120;

export interface NewMessageNews {
  /** The recipient: the buyer, or the shop's owner. */
  userId: number;
  conversationId: number;
  senderName: string;
  text: string;
  imageCount: number;
  /** The side the recipient is on: where the entry and the mail lead. */
  messageTo: 'buyer' | 'seller';
}

const groupKeyOf = (conversationId: number) => `message:${conversationId}`;

export function messageExcerpt(text: string, imageCount: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length === 0) return imageCount === 1 ? 'Sent a photo' : `Sent ${imageCount} photos`;
  return flat.length > MESSAGE_EXCERPT_CHARS ? `${flat.slice(0, MESSAGE_EXCERPT_CHARS - 1)}…` : flat;
}

export const conversationLink = (conversationId: number, messageTo: 'buyer' | 'seller') =>
  (messageTo === 'seller' ? NOTIFICATION_LINKS.sellerConversation(conversationId) : NOTIFICATION_LINKS.buyerConversation(conversationId));

/**
 * A new message in the recipient's notification centre, in the send's transaction (decision 018,
 * kind `message`): one entry per conversation and recipient, rewritten with the latest sender and
 * excerpt and unread again on each message, when their in-app switch is on. Answers whether they
 * want message emails, so the send's mail follows the same switch.
 */
export async function notifyNewMessage(tx: Db, news: NewMessageNews): Promise<{ email: boolean }> {
  const channels = await channelsOf(tx, news.userId, 'message');
  if (channels.inApp) {
    const data: NotificationData = {
      conversationId: news.conversationId, senderName: news.senderName, excerpt: messageExcerpt(news.text, news.imageCount), messageTo: news.messageTo,
    };
    await tx.insert(notifications).values({ userId: news.userId, kind: 'message', groupKey: groupKeyOf(news.conversationId), data, digestedAt: new Date() })
      .onConflictDoUpdate({
        target: [notifications.userId, notifications.groupKey],
        set: { data, readAt: null, updatedAt: sql`now()` },
      });
  }
  return { email: channels.email };
}

/** The reader opened the conversation: its bell entry is read too. */
export async function markMessageEntryRead(db: Db, userId: number, conversationId: number): Promise<void> {
  await db.update(notifications).set({ readAt: sql`now()` }).where(and(
    eq(notifications.userId, userId), eq(notifications.groupKey, groupKeyOf(conversationId)), isNull(notifications.readAt),
  ));
}

/** The mail of a new message (at most one per conversation and recipient per 15 minutes), with the one-click way out. */
export function newMessageMail(
  to: { userId: number; email: string; greetingName: string }, news: NewMessageNews,
  deps: { link: (path: string) => string; codes: UnsubscribeCodes },
): MailMessage {
  return composeMail({
    to: to.email,
    subject: `New message from ${news.senderName}`,
    greeting: `Hi ${to.greetingName},`,
    paragraphs: [
      `${news.senderName} wrote to you on Threadline:`,
      `"${messageExcerpt(news.text, news.imageCount)}"`,
      'Further messages in this conversation in the next 15 minutes are only in your inbox on Threadline.',
    ],
    action: { label: 'Read and reply', url: deps.link(conversationLink(news.conversationId, news.messageTo)) },
    unsubscribe: unsubscribeFor(deps.codes, deps.link, to.userId, 'message'),
  });
}
