import { and, desc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { auditLog, orders, payouts, products, promotions, sellerApplications, sellers, users } from '../db/schema/index.js';
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
  entityType?: 'user' | 'seller' | 'seller_application' | 'product' | 'order' | 'payout' | 'review' | 'conversation' | 'message_report' | 'promotion' | 'webhook' | null;
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

// What each entry is about, by name: joined in the same query (no lookup per row).
const entityUser = alias(users, 'entity_user');
const entitySeller = alias(sellers, 'entity_seller');
const entityApplication = alias(sellerApplications, 'entity_application');
const entityProduct = alias(products, 'entity_product');
const entityOrder = alias(orders, 'entity_order');
const entityPayout = alias(payouts, 'entity_payout');
const payoutSeller = alias(sellers, 'payout_seller');
const shopOwner = alias(users, 'shop_owner');
const entityPromotion = alias(promotions, 'entity_promotion');

const auditColumns = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  actorUsername: auditLog.actorUsername,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  ip: auditLog.ip,
  createdAt: auditLog.createdAt,
  /** A user's username, a shop's or an application's business name, a product's name, an order's number, a promotion's code. */
  entityName: sql<string | null>`coalesce(${entityUser.username}, ${entitySeller.businessName}, ${entityApplication.businessName},
    ${entityProduct.name}, ${entityOrder.number}, ${payoutSeller.businessName}, ${entityPromotion.code})`,
  /** The email of the user, or of the shop's or application's owner. */
  entityEmail: sql<string | null>`coalesce(${entityUser.email}, ${shopOwner.email})`,
};

const isAbout = (type: NonNullable<AuditRecord['entityType']>, id: AnyPgColumn) =>
  and(eq(auditLog.entityType, type), eq(id, auditLog.entityId));

function selectAudit(db: Db) {
  return db.select(auditColumns).from(auditLog)
    .leftJoin(entityUser, isAbout('user', entityUser.id))
    .leftJoin(entitySeller, isAbout('seller', entitySeller.id))
    .leftJoin(entityApplication, isAbout('seller_application', entityApplication.id))
    .leftJoin(entityProduct, isAbout('product', entityProduct.id))
    .leftJoin(entityOrder, isAbout('order', entityOrder.id))
    .leftJoin(entityPayout, isAbout('payout', entityPayout.id))
    .leftJoin(payoutSeller, eq(payoutSeller.id, entityPayout.sellerId))
    .leftJoin(entityPromotion, isAbout('promotion', entityPromotion.id))
    .leftJoin(shopOwner, eq(shopOwner.id, sql`coalesce(${entitySeller.userId}, ${entityApplication.userId})`));
}

export async function listAudit(db: Db, query: AuditQuery) {
  const where = allOf(
    query.actorId !== undefined && eq(auditLog.actorId, query.actorId),
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId !== undefined && eq(auditLog.entityId, query.entityId),
  );
  const page = await readPage(query, {
    rows: (limit, offset) => selectAudit(db).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset),
    total: db.select({ count: countAll }).from(auditLog).where(where),
  });
  return { ...page, rows: page.rows.map(withIsoDates) };
}

export async function latestAudit(db: Db, limit: number) {
  const rows = await selectAudit(db).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
  return rows.map(withIsoDates);
}

export async function distinctAuditActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((row) => row.action);
}
