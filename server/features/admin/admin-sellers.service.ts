import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import {
  ADMIN_MESSAGES, type AdminApplicationsQuery, type AdminSellersQuery, type UpdateSellerInput,
} from '../../../shared/admin-schemas.js';
import { approveApplication, rejectApplication } from '../sellers/seller-accounts.js';
import { shopNameConflict } from '../sellers/shop-names.js';
import { applicationExists, findApplicationRow, listApplications } from './admin-applications.repo.js';
import { findSellerRow, listSellers, lockSeller, updateSeller } from './admin-sellers.repo.js';
import { recordAudit, type AuditActor } from '../../kernel/audit.repo.js';

export function createAdminSellersService(db: Db) {
  async function sellerRow(sellerId: number) {
    const row = await findSellerRow(db, sellerId);
    if (!row) throw notFound('Seller');
    return row;
  }
  async function applicationRow(applicationId: number) {
    const row = await findApplicationRow(db, applicationId);
    if (!row) throw notFound('Application');
    return row;
  }
  /** approve/reject answered null: the application is unknown (404) or no longer pending (409). */
  async function notPending(applicationId: number): Promise<never> {
    if (!(await applicationExists(db, applicationId))) throw notFound('Application');
    throw conflict(ADMIN_MESSAGES.alreadyReviewed);
  }

  return {
    list: (query: AdminSellersQuery) => listSellers(db, query),
    listApplications: (query: AdminApplicationsQuery) => listApplications(db, query),

    /**
     * isActive and the commission, which only an admin changes. Deactivating hides the shop and
     * its products from shoppers at once (is_listed triggers, catalogue NOTIFY on commit); the
     * seller keeps their dashboard.
     */
    async update(actor: AuditActor, sellerId: number, changes: UpdateSellerInput) {
      await db.transaction(async (tx) => {
        const before = await lockSeller(tx, sellerId);
        if (!before) throw notFound('Seller');
        const activeChanges = changes.isActive !== undefined && changes.isActive !== before.isActive;
        const rateChanges = changes.commissionRate !== undefined && changes.commissionRate !== before.commissionRate;
        if (!activeChanges && !rateChanges) return;
        await updateSeller(tx, sellerId, {
          ...(activeChanges ? { isActive: changes.isActive } : {}),
          ...(rateChanges ? { commissionRate: changes.commissionRate } : {}),
        }, new Date());
        if (activeChanges) {
          await recordAudit(tx, actor, {
            action: changes.isActive ? 'seller.activate' : 'seller.deactivate', entityType: 'seller', entityId: sellerId,
            before: { isActive: before.isActive }, after: { isActive: changes.isActive },
          });
        }
        if (rateChanges) {
          await recordAudit(tx, actor, {
            action: 'seller.commission', entityType: 'seller', entityId: sellerId,
            before: { commissionRate: before.commissionRate }, after: { commissionRate: changes.commissionRate },
          });
        }
      });
      return sellerRow(sellerId);
    },

    /** The shared approval (seller-accounts.ts): seller approved and active, user a seller. */
    async approve(actor: AuditActor, applicationId: number) {
      const approved = await db.transaction(async (tx) => {
        const result = await approveApplication(tx, applicationId, actor.id);
        if (!result) return null;
        await recordAudit(tx, actor, {
          action: 'application.approve', entityType: 'seller_application', entityId: applicationId,
          before: { status: 'pending' }, after: { status: 'approved', sellerId: result.seller.id },
        });
        return result;
      }).catch((error: unknown) => { throw shopNameConflict(error) ?? error; });
      if (!approved) return notPending(applicationId);
      const [application, seller] = await Promise.all([applicationRow(applicationId), sellerRow(approved.seller.id)]);
      return { application, seller };
    },

    async reject(actor: AuditActor, applicationId: number, adminNotes: string | null) {
      const rejected = await db.transaction(async (tx) => {
        const application = await rejectApplication(tx, applicationId, actor.id!, adminNotes);
        if (!application) return null;
        await recordAudit(tx, actor, {
          action: 'application.reject', entityType: 'seller_application', entityId: applicationId,
          before: { status: 'pending' }, after: { status: 'rejected', adminNotes },
        });
        return application;
      });
      if (!rejected) return notPending(applicationId);
      return { application: await applicationRow(applicationId) };
    },
  };
}

export type AdminSellersService = ReturnType<typeof createAdminSellersService>;
