import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

export const UPLOAD_PURPOSES = ['image', 'logo', 'header', 'review'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * An upload slot the app issued (POST /api/objects/upload) and, once normalized, the image it
 * became. Normalize accepts only a key issued here to the same user, unexpired and unused: the
 * storage driver's signature check is never the only guard (a fake S3 server checks none).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Where the browser PUTs the raw bytes, e.g. `incoming/{uuid}`. */
    uploadKey: varchar('upload_key', { length: 200 }).notNull().unique(),
    purpose: varchar('purpose', { length: 16 }).$type<UploadPurpose>().notNull().default('image'),
    maxBytes: integer('max_bytes').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set once, by the normalize call that consumed the slot. */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** The stored image, `/objects/{key}`, after a successful normalize. */
    objectPath: text('object_path'),
    /** Bytes the stored variants take. */
    storedBytes: integer('stored_bytes'),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_id_idx').on(t.userId, t.createdAt)],
);
