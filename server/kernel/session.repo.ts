import { and, desc, eq, lt, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sellers, sessions, users } from '../db/schema/index.js';
import type { UserRole } from '../../shared/account-schemas.js';

export interface SessionUser {
  id: number;
  username: string;
  role: UserRole;
  sellerId: number | null;
}

export interface SessionRow {
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
  user: SessionUser;
  userIsActive: boolean;
}

export async function findSession(db: Db, sessionId: string): Promise<SessionRow | null> {
  const [row] = await db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      userIsActive: users.isActive,
      user: { id: users.id, username: users.username, role: users.role, sellerId: sellers.id },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row ?? null;
}

export async function insertSession(db: Db, values: { id: string; userId: number; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values({ id: values.id, userId: values.userId, expiresAt: values.expiresAt });
}

export async function touchSession(db: Db, sessionId: string, expiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(), expiresAt })
    .where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export async function deleteUserSessions(db: Db, userId: number, keepSessionId?: string): Promise<void> {
  const condition = keepSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/** Keeps `keepSessionId` and the user's newest other sessions, `keep` in all; deletes the rest. */
export async function deleteSessionsBeyond(db: Db, userId: number, keepSessionId: string, keep: number): Promise<void> {
  const newest = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(keep - 1);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), notInArray(sessions.id, newest)));
}
