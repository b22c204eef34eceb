import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import {
  deleteExpiredSessions, deleteSession, deleteSessionsBeyond, deviceNameOf, findSession, insertSession, touchSession, type SessionUser,
} from '../kernel/session.repo.js';
import { hashToken, isWellFormedToken, newToken } from '../kernel/tokens.js';

/** The cookie over plain http (a local `npm start`, tests): clients other than browsers drop Secure cookies there. */
export const SESSION_COOKIE = 'tl_session';
/**
 * The cookie over https (docs/decisions/005): Secure, and the `__Host-` prefix makes browsers
 * refuse it unless it was set by this very host with Path=/ and no Domain, so a sibling
 * subdomain cannot plant ("toss") one.
 */
export const SECURE_SESSION_COOKIE = '__Host-tl_session';
const DAY_MS = 24 * 60 * 60 * 1000;
const IDLE_LIFETIME_MS = 30 * DAY_MS;
/** However active, a session ends this long after sign-in: a stolen cookie does not live forever. */
export const ABSOLUTE_LIFETIME_MS = 90 * DAY_MS;
/** Signing in more often than this keeps only the newest sessions: sign-ins cannot pile up rows. */
export const MAX_SESSIONS_PER_USER = 10;
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
    /** The stored id of the session this request's cookie names (whether or not it is valid), or null. */
    currentSessionId(): string | null;
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

export function registerSessions(app: FastifyInstance, options: { db: Db; publicOrigin?: string }): void {
  const { db } = options;
  const httpsSite = options.publicOrigin?.startsWith('https://') ?? false;
  // Secure whenever the shop's public address is https or the request came over https (behind
  // a proxy: with TRUST_PROXY). In that mode only the __Host- cookie is read, so a plain
  // tl_session planted by a sibling site is ignored. Marking it Secure on plain
  // http://localhost would make clients other than browsers drop it.
  const secureMode = (request: FastifyRequest) => httpsSite || request.protocol === 'https';
  const cookieName = (request: FastifyRequest) => (secureMode(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE);
  const cookieOptions = (request: FastifyRequest) =>
    ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureMode(request) });
  const readToken = (request: FastifyRequest): string | null => {
    const token = request.cookies[cookieName(request)];
    return token && isWellFormedToken(token) ? token : null;
  };
  let lastSweep = 0;

  async function loadUser(request: FastifyRequest): Promise<SessionUser | null> {
    const token = readToken(request);
    if (!token) return null;
    const sessionId = sessionIdOf(token);
    const session = await findSession(db, sessionId);
    if (!session) return null;
    const now = Date.now();
    const endOfLife = session.createdAt.getTime() + ABSOLUTE_LIFETIME_MS;
    // A deactivated user's sessions stop working at once (DECISIONS.md).
    if (session.expiresAt.getTime() <= now || endOfLife <= now || !session.userIsActive) {
      await deleteSession(db, sessionId);
      return null;
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await touchSession(db, sessionId, new Date(Math.min(now + IDLE_LIFETIME_MS, endOfLife)));
    }
    return session.user;
  }

  app.decorateRequest('sessionUserPromise', null);
  app.decorateRequest('currentUser', function currentUser(this: FastifyRequest) {
    this.sessionUserPromise ??= loadUser(this);
    return this.sessionUserPromise;
  });

  app.decorateRequest('currentSessionId', function currentSessionId(this: FastifyRequest) {
    const token = readToken(this);
    return token ? sessionIdOf(token) : null;
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
    const sessionId = sessionIdOf(token);
    await insertSession(db, { id: sessionId, userId, expiresAt, device: deviceNameOf(request.headers['user-agent']) });
    await deleteSessionsBeyond(db, userId, sessionId, MAX_SESSIONS_PER_USER);
    const name = cookieName(request);
    reply.setCookie(name, token, { ...cookieOptions(request), maxAge: IDLE_LIFETIME_MS / 1000 });
    // The rest of this request sees the new session, not the one it came with.
    request.cookies[name] = token;
    request.sessionUserPromise = null;
  });

  app.decorate('endSession', async function endSession(request: FastifyRequest, reply: FastifyReply) {
    const token = readToken(request);
    if (token) await deleteSession(db, sessionIdOf(token));
    reply.clearCookie(cookieName(request), cookieOptions(request));
    delete request.cookies[cookieName(request)];
    request.sessionUserPromise = Promise.resolve(null);
  });
}
