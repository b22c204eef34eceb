import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index.js';
import type { Paging } from '../../../shared/admin-schemas.js';
import type { WebhookEventType } from '../../../shared/webhook-schemas.js';
import { countAll, readPage } from '../../kernel/paging.js';

/** Whose endpoints: a shop's id, or null for the platform's. */
export type EndpointOwner = number | null;

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

const ownedBy = (owner: EndpointOwner) => (owner === null ? isNull(webhookEndpoints.sellerId) : eq(webhookEndpoints.sellerId, owner));

export async function listEndpoints(db: Db, owner: EndpointOwner): Promise<EndpointRow[]> {
  return db.select().from(webhookEndpoints).where(ownedBy(owner)).orderBy(webhookEndpoints.id);
}

/**
 * Holds the owner's endpoint list until the transaction ends: two creates at once would both count
 * nine and make eleven. There is no row to lock before the first endpoint, so an advisory lock.
 */
export async function lockEndpointsOf(db: Db, owner: EndpointOwner): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('webhook_endpoints'), ${owner ?? 0}::int)`);
}

export async function countEndpoints(db: Db, owner: EndpointOwner): Promise<number> {
  const [row] = await db.select({ count: countAll }).from(webhookEndpoints).where(ownedBy(owner));
  return row?.count ?? 0;
}

export async function insertEndpoint(
  db: Db, values: { sellerId: EndpointOwner; url: string; events: WebhookEventType[]; sealedSecret: string },
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

/** The owner's endpoint, locked for the change that follows; another owner's is not found. */
export async function findEndpointForUpdate(db: Db, owner: EndpointOwner, id: number): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), ownedBy(owner))).for('update');
  return row;
}

export async function findEndpoint(db: Db, owner: EndpointOwner, id: number): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), ownedBy(owner)));
  return row;
}

export async function updateEndpoint(
  db: Db, id: number, values: Partial<Pick<EndpointRow, 'url' | 'events' | 'sealedSecret' | 'enabled' | 'disabledReason' | 'failingSince'>>,
): Promise<EndpointRow> {
  const [row] = await db.update(webhookEndpoints).set({ ...values, updatedAt: new Date() }).where(eq(webhookEndpoints.id, id)).returning();
  return row!;
}

/** Its deliveries go with it (ON DELETE CASCADE). */
export async function deleteEndpoint(db: Db, id: number): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  eventType: webhookEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  responseCode: webhookDeliveries.responseCode,
  lastError: webhookDeliveries.lastError,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  durationMs: webhookDeliveries.durationMs,
  createdAt: webhookDeliveries.createdAt,
};

/** One endpoint's deliveries, newest first, and how many it has. */
export async function pageOfDeliveries(db: Db, endpointId: number, paging: Paging) {
  const where = eq(webhookDeliveries.endpointId, endpointId);
  return readPage(paging, {
    rows: (limit, offset) => db.select(deliveryColumns).from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(where).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(limit).offset(offset),
    total: db.select({ count: countAll }).from(webhookDeliveries).where(where),
  });
}

/** A delivery to one of the owner's endpoints; another owner's is not found. */
export async function findOwnedDelivery(db: Db, owner: EndpointOwner, id: number) {
  const [row] = await db.select({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId }).from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, id), ownedBy(owner)));
  return row;
}

export async function readDelivery(db: Db, id: number) {
  const [row] = await db.select(deliveryColumns).from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId)).where(eq(webhookDeliveries.id, id));
  return row;
}

/** Resend: due now, as a fresh run of retries (a failed one is pending again). */
export async function scheduleDeliveryNow(db: Db, id: number, now: Date): Promise<void> {
  await db.update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, claimedUntil: null, firstFailedAt: null, updatedAt: now })
    .where(eq(webhookDeliveries.id, id));
}

/**
 * Claims due deliveries nobody holds, oldest due first, for `leaseMs`, counting the attempt.
 * SKIP LOCKED: instances claiming at the same moment take different rows; the lease keeps the
 * row theirs while they send, so no two instances POST the same delivery unless one dies mid-send.
 */
export async function claimDueDeliveries(db: Db, options: { now: Date; leaseMs: number; limit: number }) {
  const { now } = options;
  const due = db.select({ id: webhookDeliveries.id }).from(webhookDeliveries)
    .where(and(
      eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now),
      or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, now)),
    ))
    .orderBy(webhookDeliveries.nextAttemptAt, webhookDeliveries.id)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const claimed = await db.update(webhookDeliveries)
    .set({ claimedUntil: new Date(now.getTime() + options.leaseMs), attempts: sql`${webhookDeliveries.attempts} + 1`, lastAttemptAt: now })
    .where(inArray(webhookDeliveries.id, due))
    .returning({ id: webhookDeliveries.id });
  if (claimed.length === 0) return [];
  return db.select({
    id: webhookDeliveries.id,
    attempts: webhookDeliveries.attempts,
    firstFailedAt: webhookDeliveries.firstFailedAt,
    claimedUntil: webhookDeliveries.claimedUntil,
    event: { id: webhookEvents.id, type: webhookEvents.type, data: webhookEvents.data, createdAt: webhookEvents.createdAt },
    endpoint: {
      id: webhookEndpoints.id, sellerId: webhookEndpoints.sellerId, url: webhookEndpoints.url,
      sealedSecret: webhookEndpoints.sealedSecret, enabled: webhookEndpoints.enabled,
    },
  }).from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(inArray(webhookDeliveries.id, claimed.map((row) => row.id)))
    .orderBy(webhookDeliveries.id);
}
export type ClaimedDelivery = Awaited<ReturnType<typeof claimDueDeliveries>>[number];

/**
 * An attempt's outcome, written only while the claim is still this instance's (compare-and-set on
 * the lease): a late write from an instance whose lease ran out changes nothing.
 */
export async function recordAttempt(db: Db, claim: ClaimedDelivery, values: {
  status: 'pending' | 'delivered' | 'failed'; nextAttemptAt: Date | null; firstFailedAt: Date | null;
  responseCode: number | null; lastError: string | null; durationMs: number; now: Date;
}): Promise<boolean> {
  const { now, ...rest } = values;
  const written = await db.update(webhookDeliveries)
    .set({ ...rest, claimedUntil: null, updatedAt: now })
    .where(and(eq(webhookDeliveries.id, claim.id), eq(webhookDeliveries.claimedUntil, claim.claimedUntil!)))
    .returning({ id: webhookDeliveries.id });
  return written.length === 1;
}

/** A success clears the endpoint's run of failures; a failure starts one if none is under way. Answers its start. */
export async function markEndpointHealth(db: Db, endpointId: number, failedAt: Date | null): Promise<Date | null> {
  const [row] = await db.update(webhookEndpoints)
    .set({ failingSince: failedAt === null ? null : sql`coalesce(${webhookEndpoints.failingSince}, ${failedAt})` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ failingSince: webhookEndpoints.failingSince });
  return row?.failingSince ?? null;
}

/** Turns an endpoint off (once: false when it already was) and gives up its pending deliveries. */
export async function disableEndpoint(db: Db, endpointId: number, reason: string, now: Date): Promise<EndpointRow | undefined> {
  const [row] = await db.update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning();
  if (!row) return undefined;
  await db.update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, lastError: reason, updatedAt: now })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending'), isNull(webhookDeliveries.claimedUntil)));
  return row;
}

/** Events older than `cutoff` with nothing left to send, and their deliveries (ON DELETE CASCADE). */
export async function purgeEventsBefore(db: Db, cutoff: Date): Promise<number> {
  const purged = await db.delete(webhookEvents).where(and(
    lt(webhookEvents.createdAt, cutoff),
    sql`not exists (select 1 from ${webhookDeliveries} d where d.event_id = ${webhookEvents.id} and d.status = 'pending')`,
  )).returning({ id: webhookEvents.id });
  return purged.length;
}
