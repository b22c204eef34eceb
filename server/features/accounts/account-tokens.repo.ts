import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountTokens, type AccountTokenPurpose } from '../../db/schema/index.js';

export async function insertAccountToken(
  db: Db, values: { id: string; userId: number; purpose: AccountTokenPurpose; email: string; expiresAt: Date },
): Promise<void> {
  await db.insert(accountTokens).values(values);
}

/**
 * Marks a usable link used and says whose it was and which address it was sent to, in one
 * statement: two clicks racing with the same link cannot both win.
 */
export async function consumeAccountToken(
  db: Db, tokenId: string, purpose: AccountTokenPurpose, now: Date,
): Promise<{ userId: number; email: string } | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(
      eq(accountTokens.id, tokenId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now),
    ))
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row ?? null;
}

/** Spends a user's outstanding links of one purpose (a newer one replaces them, or they are done). */
export async function spendAccountTokens(db: Db, userId: number, purpose: AccountTokenPurpose, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
