import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './users.js';

/** A shopper's address book: the checkout offers these, the default first and filled in. */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    line1: varchar('line1', { length: 100 }).notNull(),
    line2: varchar('line2', { length: 100 }).notNull().default(''),
    city: varchar('city', { length: 100 }).notNull(),
    region: varchar('region', { length: 100 }).notNull(),
    postalCode: varchar('postal_code', { length: 20 }).notNull(),
    country: varchar('country', { length: 60 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId),
    // At most one default per person, whatever two requests do at once.
    uniqueIndex('saved_addresses_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
