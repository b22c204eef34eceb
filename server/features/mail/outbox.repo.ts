import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';

export type OutboxMessage = typeof outbox.$inferSelect;

export async function insertOutboxMessage(db: Db, values: { to: string; subject: string; body: string }): Promise<OutboxMessage> {
  const [row] = await db.insert(outbox).values(values).returning();
  return row!;
}

export async function markOutboxMessageSent(db: Db, id: number): Promise<void> {
  await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
}

export async function deleteOutboxMessagesBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(outbox).where(lt(outbox.createdAt, cutoff));
}
