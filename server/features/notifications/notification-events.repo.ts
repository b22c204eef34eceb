import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationEvents } from '../../db/schema/index.js';

export type NotificationEvent = typeof notificationEvents.$inferSelect;

/**
 * The oldest unfinished event no other instance holds, locked until the batch's transaction ends,
 * and stamped as started (so the drop trigger stops adding to it and starts another). SKIP LOCKED:
 * instances working at once take different events instead of waiting for each other, and the one
 * holding an event is the only one telling its audience.
 */
export async function claimNextEvent(tx: Db): Promise<NotificationEvent | null> {
  const oldest = tx
    .select({ id: notificationEvents.id })
    .from(notificationEvents)
    .where(isNull(notificationEvents.finishedAt))
    .orderBy(asc(notificationEvents.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [event] = await tx
    .update(notificationEvents)
    .set({ startedAt: sql`coalesce(${notificationEvents.startedAt}, now())` })
    .where(inArray(notificationEvents.id, oldest))
    .returning();
  return event ?? null;
}

/** Where the batch left off, in the batch's transaction: a batch that never commits moves nothing. */
export async function moveEvent(tx: Db, id: number, move: { cursor: number; told: number; finished: boolean }): Promise<void> {
  await tx
    .update(notificationEvents)
    .set({
      cursor: move.cursor,
      told: sql`${notificationEvents.told} + ${move.told}`,
      ...(move.finished ? { finishedAt: sql`now()` } : {}),
    })
    .where(eq(notificationEvents.id, id));
}
