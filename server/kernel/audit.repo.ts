import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import type { AuditAction, AuditQuery } from '../../shared/admin-schemas.js';
import { allOf, countAll, readPage, withIsoDates } from './paging.js';

/** Who acts and from where: taken from the session and the request by the routes. */
export interface AuditActor {
  id: number | null;
  username: string | null;
  ip: string;
}

export interface AuditRecord {
  action: AuditAction;
  entityType?: 'user' | 'seller' | 'seller_application' | 'product' | 'order' | 'payout' | null;
  entityId?: number | null;
  before?: unknown;
  after?: unknown;
}

const ACTOR_NAME_MAX = 100;

/**
 * Writes one audit row. Call it with the transaction that makes the change, after the change:
 * a change that fails rolls its audit row back with it.
 */
export async function recordAudit(tx: Db, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorUsername: actor.username?.slice(0, ACTOR_NAME_MAX) ?? null,
    action: record.action,
    entityType: record.entityType ?? null,
    entityId: record.entityId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
    ip: actor.ip.slice(0, 64),
  });
}

export async function listAudit(db: Db, query: AuditQuery) {
  const where = allOf(
    query.actorId !== undefined && eq(auditLog.actorId, query.actorId),
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId !== undefined && eq(auditLog.entityId, query.entityId),
  );
  const page = await readPage(query, {
    rows: (limit, offset) => db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset),
    total: db.select({ count: countAll }).from(auditLog).where(where),
  });
  return { ...page, rows: page.rows.map(withIsoDates) };
}

export async function latestAudit(db: Db, limit: number) {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
  return rows.map(withIsoDates);
}

export async function distinctAuditActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((row) => row.action);
}
