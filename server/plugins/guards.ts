import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.js';
import type { Acting } from '../kernel/audit-rule.js';
import type { AuditActor } from '../kernel/audit.repo.js';
import type { SessionUser } from '../kernel/session.repo.js';

/*
 * One guard style for every audience (docs/decisions/013). server/api-map.ts registers each route
 * module inside the scope of its audience, and the scope's onRequest hook below is the guard: it
 * runs before the body is read, so a visitor (401) or a user of the wrong kind (403) changes
 * nothing and cannot make the server parse a large body. A handler never guards; it asks who acts
 * (actingUser, actingSeller, actingAdmin), which reads the session the hook already loaded.
 */

/** The shopper scope: any signed-in account (shoppers, and sellers and admins acting on their own things). */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}

/** The seller scope: an account with a shop. */
export async function sellersOnly(request: FastifyRequest): Promise<void> {
  await requireSeller(request);
}

/** The admin scope: every /api/admin/* route but the sign-in. */
export async function adminsOnly(request: FastifyRequest): Promise<void> {
  await requireAdmin(request);
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  return user;
}

export async function requireSeller(request: FastifyRequest): Promise<SessionUser & { sellerId: number }> {
  const user = await requireUser(request);
  if (user.sellerId === null) throw forbidden('Sellers only');
  return { ...user, sellerId: user.sellerId };
}

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw forbidden('Administrators only');
  return user;
}

/** The signed-in user and the address they act from: what services and the audit rule need of a request. */
export async function actingUser(request: FastifyRequest): Promise<Acting> {
  return { ...(await requireUser(request)), ip: request.ip };
}

export async function actingSeller(request: FastifyRequest): Promise<Acting & { sellerId: number }> {
  return { ...(await requireSeller(request)), ip: request.ip };
}

/** The signed-in admin, as the audit trail names them. */
export async function actingAdmin(request: FastifyRequest): Promise<AuditActor & { id: number }> {
  const admin = await requireAdmin(request);
  return { id: admin.id, username: admin.username, ip: request.ip };
}
