import { eq } from 'drizzle-orm';
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
