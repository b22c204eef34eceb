import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { insertSession } from '../kernel/session.repo.js';
import { SESSION_COOKIE, sessionIdOf } from '../plugins/session.js';

/** A session for a user straight in the database: for tests about something other than sign-in. */
export async function sessionCookieFor(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, { id: sessionIdOf(token), userId, expiresAt: new Date(Date.now() + 3_600_000) });
  return `${SESSION_COOKIE}=${token}`;
}
