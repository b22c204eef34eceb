import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * Who did what, written in the same transaction as the change it records. The actor's name is
 * copied so the trail still reads after an account is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: varchar('actor_username', { length: 100 }),
    /** e.g. admin.login, user.deactivate, application.approve, product.import */
    action: varchar('action', { length: 60 }).notNull(),
    /** e.g. user, seller, seller_application, product */
    entityType: varchar('entity_type', { length: 40 }),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
