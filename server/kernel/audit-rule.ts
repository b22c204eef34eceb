import type { Db } from '../db/client.js';
import type { SessionUser } from './session.repo.js';
import { recordAudit, type AuditRecord } from './audit.repo.js';

/**
 * The one rule of security finding 5 (issue 20): every action by an admin on something that is
 * not theirs writes an audit row, in the transaction of the change, whichever route it takes.
 * The services that everyone shares (products, shop settings, order moves, sign-in) call it; the
 * /api/admin/* routes keep their own, more specific rows. Routes get the `Acting` user from
 * `actingUser` in plugins/guards.ts.
 */

/** A signed-in user and the address they act from: what the rule needs to know of a request. */
export interface Acting extends SessionUser {
  ip: string;
}

/** Whose a record is: a user (a buyer, a shop's owner) or a shop; null or absent is nobody. */
export interface Owner {
  userId?: number | null;
  sellerId?: number | null;
}

function ownsIt(acting: Acting, owner: Owner): boolean {
  return (owner.userId != null && owner.userId === acting.id) || (owner.sellerId != null && owner.sellerId === acting.sellerId);
}

/**
 * True when an admin acts on something that is not all theirs: a record of someone else, of
 * nobody (an unassigned product), or one that moves between an own and another's shop.
 */
export function isAdminOnOthers(acting: Acting, owners: Owner[]): boolean {
  if (acting.role !== 'admin') return false;
  return owners.length === 0 || !owners.every((owner) => ownsIt(acting, owner));
}

/** Writes the audit row when the rule asks for one; call it inside the change's transaction. */
export async function auditAdminAction(tx: Db, acting: Acting, owners: Owner[], record: AuditRecord): Promise<void> {
  if (!isAdminOnOthers(acting, owners)) return;
  await recordAudit(tx, { id: acting.id, username: acting.username, ip: acting.ip }, record);
}

/** An admin signing in anywhere but /api/admin/login is audited as a sign-in, with the route taken. */
export async function auditAdminSignIn(tx: Db, user: { id: number; username: string; role: string }, ip: string, via: string): Promise<void> {
  if (user.role !== 'admin') return;
  await recordAudit(tx, { id: user.id, username: user.username, ip }, {
    action: 'admin.login', entityType: 'user', entityId: user.id, after: { via },
  });
}
