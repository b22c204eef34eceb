import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import { ADMIN_MESSAGES, type AdminUsersQuery } from '../../../shared/admin-schemas.js';
import type { CatalogChanges } from '../../kernel/reply-cache.js';
import { deleteUserSessions } from '../../kernel/session.repo.js';
import { makeSeller } from '../sellers/seller-accounts.js';
import { shopNameConflict } from '../sellers/shop-names.js';
import { findSellerRowOfUser } from './admin-sellers.repo.js';
import {
  findUserRow, listUsers, lockActiveAdminIds, lockUser, setUserActive, upsertApprovedSeller,
} from './admin-users.repo.js';
import { recordAudit, type AuditActor } from '../../kernel/audit.repo.js';

export function createAdminUsersService({ db, catalog }: { db: Db; catalog: CatalogChanges }) {
  async function userRow(userId: number) {
    const row = await findUserRow(db, userId);
    if (!row) throw notFound('User');
    return row;
  }

  return {
    list: (query: AdminUsersQuery) => listUsers(db, query),

    /**
     * Activate or deactivate an account. Deactivating ends every session of the user in the same
     * transaction and hides their shop and its products (the users_refresh_products_listing
     * trigger, docs/decisions/014); this instance's catalogue caches are cleared before the reply.
     * An admin cannot deactivate themselves, and the last active admin stays.
     */
    async setActive(actor: AuditActor, userId: number, isActive: boolean) {
      if (!isActive && userId === actor.id) throw conflict(ADMIN_MESSAGES.selfDeactivation);
      const changed = await db.transaction(async (tx) => {
        // Admins first, then the user: every deactivation takes its locks in the same order.
        const activeAdmins = isActive ? [] : await lockActiveAdminIds(tx);
        const user = await lockUser(tx, userId);
        if (!user) throw notFound('User');
        if (user.isActive === isActive) return false;
        if (!isActive && user.role === 'admin' && activeAdmins.filter((id) => id !== userId).length === 0) {
          throw conflict(ADMIN_MESSAGES.lastAdmin);
        }
        const at = new Date();
        await setUserActive(tx, userId, isActive, at);
        if (!isActive) await deleteUserSessions(tx, userId);
        await recordAudit(tx, actor, {
          action: isActive ? 'user.activate' : 'user.deactivate',
          entityType: 'user', entityId: userId, before: { isActive: user.isActive }, after: { isActive },
        });
        return true;
      });
      if (changed) catalog.invalidate();
      return userRow(userId);
    },

    /**
     * Promotion (spec section 4): an approved, active seller record and the seller role, at once.
     * Not for admins: their account runs the marketplace, a shop needs an account of its own.
     */
    async promoteToSeller(actor: AuditActor, userId: number, businessName: string) {
      const actorId = actor.id!;
      // A name another shop has: the unique index refuses it (the user's own record may keep its name).
      await db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        if (!user) throw notFound('User');
        if (user.role === 'seller') throw conflict(ADMIN_MESSAGES.alreadySeller);
        if (user.role === 'admin') throw conflict(ADMIN_MESSAGES.adminCannotBeSeller);
        const at = new Date();
        const seller = await upsertApprovedSeller(tx, userId, businessName, actorId, at);
        await makeSeller(tx, userId, at);
        await recordAudit(tx, actor, {
          action: 'user.promote', entityType: 'user', entityId: userId,
          before: { role: user.role }, after: { role: 'seller', sellerId: seller.id, businessName },
        });
      }).catch((error: unknown) => { throw shopNameConflict(error) ?? error; });
      const [user, seller] = await Promise.all([userRow(userId), findSellerRowOfUser(db, userId)]);
      return { user, seller: seller! };
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
