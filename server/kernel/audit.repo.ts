import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import type { AuditAction, AuditQuery } from '../../shared/admin-schemas.js';
import { withIsoDates } from './paging.js';

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

function auditFilters(query: Partial<AuditQuery>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actorId !== undefined) conditions.push(eq(auditLog.actorId, query.actorId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId !== undefined) conditions.push(eq(auditLog.entityId, query.entityId));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listAudit(db: Db, query: AuditQuery) {
  const where = auditFilters(query);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows: rows.map(withIsoDates), total: total?.count ?? 0 };
}

export async function latestAudit(db: Db, limit: number) {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
  return rows.map(withIsoDates);
}

export async function distinctAuditActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((row) => row.action);
}
