import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAdmin } from '../../plugins/session.js';
import type { AuditActor } from './audit.repo.js';

/**
 * The guard of every /api/admin/* route but the sign-in, as an onRequest hook: it runs before
 * the body is even read, so a visitor (401) or a customer or seller (403) changes nothing and
 * cannot make the server parse a large import.
 */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  await requireAdmin(request);
}

/** The signed-in admin (looked up once per request) and the client's address, for the audit trail. */
export async function adminActor(request: FastifyRequest): Promise<AuditActor & { id: number }> {
  const admin = await requireAdmin(request);
  return { id: admin.id, username: admin.username, ip: request.ip };
}

export function sendPage<T>(reply: FastifyReply, page: { rows: T[]; total: number }): T[] {
  reply.header('x-total-count', String(page.total));
  return page.rows;
}
