import { and, desc, eq, gt, lt, ne, notInArray } from 'drizzle-orm';
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

export async function insertSession(
  db: Db, values: { id: string; userId: number; expiresAt: Date; device?: string | null },
): Promise<void> {
  await db.insert(sessions).values({ id: values.id, userId: values.userId, expiresAt: values.expiresAt, device: values.device ?? null });
}

/** A user's sessions, newest first: what the account area lists. */
export async function listUserSessions(db: Db, userId: number, now: Date) {
  return db
    .select({ id: sessions.id, device: sessions.device, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one session of a user; false when it is not theirs (or already gone). */
export async function deleteUserSession(db: Db, userId: number, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
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

/** Ends every session of a user, or every one but `keepSessionId`; says how many ended. */
export async function deleteUserSessions(db: Db, userId: number, keepSessionId?: string): Promise<number> {
  const condition = keepSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
    : eq(sessions.userId, userId);
  const deleted = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  return deleted.length;
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

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * A short, readable name for the device a session signed in from ("Firefox on Windows"), or null
 * when the User-Agent says nothing we know. Only this name is stored, never the raw header.
 */
export function deviceNameOf(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}
