import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * Mail the app sends: a record without secrets (`body`), and until it is sent the full text sealed
 * (`sealed`), so whichever instance claims it first can send it, even if the one that wrote it died.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sealed: text('sealed'),
    /**
     * The one-click unsubscribe address of a notification mail (RFC 8058), sent as List-Unsubscribe
     * by whichever instance sends it. Its token changes one preference only, so it is kept plain.
     */
    listUnsubscribe: text('list_unsubscribe'),
    attempts: integer('attempts').notNull().default(0),
    /** An instance is sending it until then; after that anyone may try again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('outbox_unsent_idx').on(t.id).where(sql`${t.sentAt} is null and ${t.sealed} is not null`)],
);

/** Single-use password reset tokens; like sessions, only the token's SHA-256 is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);
