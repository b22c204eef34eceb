import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { forbidden, unauthorized } from '../errors.js';
import {
  deleteExpiredSessions, deleteSession, findSession, insertSession, touchSession, type SessionUser,
} from '../features/accounts/session.repo.js';
import { hashToken, isWellFormedToken, newToken } from '../features/accounts/tokens.js';

export const SESSION_COOKIE = 'tl_session';
const IDLE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
// Writing last-seen on every request would turn every read into a write; once an hour is enough
// for a 30-day idle limit.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
// Expired rows are refused at lookup anyway; sweeping them now and then keeps the table small.
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, looked up once per request and only when asked for. */
    currentUser(): Promise<SessionUser | null>;
    sessionUserPromise: Promise<SessionUser | null> | null;
  }
  interface FastifyInstance {
    startSession(reply: FastifyReply, userId: number): Promise<void>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** Sessions are stored by the SHA-256 of the cookie's token, so a database leak gives no session. */
export function sessionIdOf(token: string): string {
  return hashToken(token);
}

function readToken(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token && isWellFormedToken(token) ? token : null;
}

export function registerSessions(app: FastifyInstance, options: { db: Db }): void {
  const { db } = options;
  // Secure whenever the request came over HTTPS (behind a proxy: with TRUST_PROXY). Marking it
  // Secure on plain http://localhost would make clients other than browsers drop it.
  const cookieOptions = (request: FastifyRequest) =>
    ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' });
  let lastSweep = 0;

  async function loadUser(request: FastifyRequest): Promise<SessionUser | null> {
    const token = readToken(request);
    if (!token) return null;
    const sessionId = sessionIdOf(token);
    const session = await findSession(db, sessionId);
    if (!session) return null;
    const now = Date.now();
    // A deactivated user's sessions stop working at once (DECISIONS.md).
    if (session.expiresAt.getTime() <= now || !session.userIsActive) {
      await deleteSession(db, sessionId);
      return null;
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await touchSession(db, sessionId, new Date(now + IDLE_LIFETIME_MS));
    }
    return session.user;
  }

  app.decorateRequest('sessionUserPromise', null);
  app.decorateRequest('currentUser', function currentUser(this: FastifyRequest) {
    this.sessionUserPromise ??= loadUser(this);
    return this.sessionUserPromise;
  });

  // A new id at every sign-in (rotation): a session id planted before sign-in is worthless after it.
  app.decorate('startSession', async function startSession(reply: FastifyReply, userId: number) {
    const request = reply.request;
    const oldToken = readToken(request);
    if (oldToken) await deleteSession(db, sessionIdOf(oldToken));
    const now = Date.now();
    if (now - lastSweep > SWEEP_INTERVAL_MS) {
      lastSweep = now;
      await deleteExpiredSessions(db);
    }
    const token = newToken();
    const expiresAt = new Date(now + IDLE_LIFETIME_MS);
    await insertSession(db, { id: sessionIdOf(token), userId, expiresAt });
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: IDLE_LIFETIME_MS / 1000 });
    // The rest of this request sees the new session, not the one it came with.
    request.cookies[SESSION_COOKIE] = token;
    request.sessionUserPromise = null;
  });

  app.decorate('endSession', async function endSession(request: FastifyRequest, reply: FastifyReply) {
    const token = readToken(request);
    if (token) await deleteSession(db, sessionIdOf(token));
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    delete request.cookies[SESSION_COOKIE];
    request.sessionUserPromise = Promise.resolve(null);
  });
}

/** Guards: call at the top of a handler (or as a preHandler) and get the user back. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  return user;
}

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw forbidden('Administrators only');
  return user;
}

export async function requireSeller(request: FastifyRequest): Promise<SessionUser & { sellerId: number }> {
  const user = await requireUser(request);
  if (user.sellerId === null) throw forbidden('Sellers only');
  return { ...user, sellerId: user.sellerId };
}
