import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';

export type OutboxMessage = typeof outbox.$inferSelect;

export async function insertOutboxMessage(
  db: Db, values: { to: string; subject: string; body: string; sealed: string | null; listUnsubscribe: string | null },
): Promise<OutboxMessage> {
  const [row] = await db.insert(outbox).values(values).returning();
  return row!;
}

type OutboxValues = { to: string; subject: string; body: string; sealed: string | null; listUnsubscribe: string | null };

/**
 * Many messages in one INSERT (a notification fan-out's batch of 1,000), in the order given. The
 * rows travel as five array parameters: a parameter per value made the statement 5,000 parameters
 * long, and building and parsing it took twice as long as the fan-out's own statement.
 */
export async function insertOutboxMessages(db: Db, values: OutboxValues[]): Promise<Array<{ id: number; createdAt: Date }>> {
  if (values.length === 0) return [];
  const column = <K extends keyof OutboxValues>(key: K) => sql.param(values.map((value) => value[key]));
  const result = await db.execute(sql`
    INSERT INTO ${outbox} ("to", subject, body, sealed, list_unsubscribe)
    SELECT "to", subject, body, sealed, list_unsubscribe
    FROM unnest(${column('to')}::text[], ${column('subject')}::text[], ${column('body')}::text[], ${column('sealed')}::text[], ${column('listUnsubscribe')}::text[])
      WITH ORDINALITY AS sent("to", subject, body, sealed, list_unsubscribe, position)
    ORDER BY position
    RETURNING id, created_at`);
  return (result as unknown as { rows: Array<{ id: number; created_at: Date | string }> }).rows
    .map((row) => ({ id: Number(row.id), createdAt: new Date(row.created_at) }));
}

/** Sent: the record stays, the sealed text goes. */
export async function markOutboxMessageSent(db: Db, id: number): Promise<void> {
  await db.update(outbox).set({ sentAt: new Date(), sealed: null, claimedUntil: null }).where(eq(outbox.id, id));
}

const claimable = (now: Date) =>
  and(isNull(outbox.sentAt), sql`${outbox.sealed} is not null`, or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now)));

/** Claims one message for `leaseMs` unless it is sent or another instance holds it. */
export async function claimOutboxMessage(db: Db, id: number, now: Date, leaseMs: number): Promise<boolean> {
  const claimed = await db
    .update(outbox)
    .set({ claimedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${outbox.attempts} + 1` })
    .where(and(eq(outbox.id, id), claimable(now)))
    .returning({ id: outbox.id });
  return claimed.length === 1;
}

/**
 * Claims unsent messages nobody holds, oldest first. SKIP LOCKED: instances relaying at the same
 * moment take different messages instead of waiting for each other.
 */
export async function claimDueOutboxMessages(db: Db, options: { now: Date; leaseMs: number; maxAttempts: number; limit: number }) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(claimable(options.now), lt(outbox.attempts, options.maxAttempts)))
    .orderBy(outbox.id)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ claimedUntil: new Date(options.now.getTime() + options.leaseMs), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning({ id: outbox.id, to: outbox.to, subject: outbox.subject, sealed: outbox.sealed, attempts: outbox.attempts, createdAt: outbox.createdAt, listUnsubscribe: outbox.listUnsubscribe });
}

export async function deleteOutboxMessagesBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(outbox).where(lt(outbox.createdAt, cutoff));
}
