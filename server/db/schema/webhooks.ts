import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar,
} from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus, WebhookEventType } from '../../../shared/webhook-schemas.js';
import { createdAt, updatedAt } from './columns.js';
import { products } from './catalog.js';
import { sellers } from './sellers.js';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An HTTPS address a shop (or, with no seller, the platform) wants events POSTed to (issue 27).
 * The signing secret must be recoverable to sign, so it is kept sealed (kernel/sealed-text.ts).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    /** NULL: the platform's, which hears every shop's events. */
    sellerId: integer('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    /** The first failure of the current run of failures; cleared by a success. */
    failingSince: moment('failing_since'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_seller_idx').on(t.sellerId)],
);

/**
 * Something that happened, written by triggers (migration 0020) in the writer's transaction, and
 * only when an enabled endpoint listens for it: the outbox of webhooks.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    type: varchar('type', { length: 40 }).$type<WebhookEventType>().notNull(),
    /** The shop it is about; NULL for a product no shop owns. */
    sellerId: integer('seller_id'),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_created_idx').on(t.createdAt)],
);

/** One event for one endpoint: at most one row each (the unique key), retried until delivered or given up. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id').notNull().references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id').notNull().references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at'),
    /** An instance is sending it until then; after that (it died) anyone may. */
    claimedUntil: moment('claimed_until'),
    firstFailedAt: moment('first_failed_at'),
    lastAttemptAt: moment('last_attempt_at'),
    responseCode: integer('response_code'),
    lastError: text('last_error'),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_key').on(t.eventId, t.endpointId),
    index('webhook_deliveries_endpoint_newest_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/** A shop's stock.low threshold for one size and colour: the event fires when stock falls to or below it. */
export const lowStockThresholds = pgTable(
  'low_stock_thresholds',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    size: varchar('size', { length: 8 }).notNull(),
    color: varchar('color', { length: 40 }).notNull(),
    threshold: integer('threshold').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size, t.color] }),
    check('low_stock_thresholds_threshold_check', sql`${t.threshold} >= 0`),
  ],
);
