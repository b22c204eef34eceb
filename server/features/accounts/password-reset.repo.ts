import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetTokens, users } from '../../db/schema/index.js';

export async function insertResetToken(db: Db, values: { id: string; userId: number; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** The user a usable token (unused, unexpired, of an active user) belongs to, or null. */
export async function findUsableResetToken(db: Db, tokenId: string, now: Date): Promise<{ userId: number } | null> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.id, tokenId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Marks a usable token used and says whose it was, in one statement: two confirmations racing
 * with the same token cannot both win.
 */
export async function consumeResetToken(db: Db, tokenId: string, now: Date): Promise<{ userId: number } | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return row ?? null;
}

/** Once the password is changed, the user's other outstanding links are spent too. */
export async function spendUserResetTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
