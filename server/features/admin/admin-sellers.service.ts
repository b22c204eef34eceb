import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import type { CatalogChanges } from '../../kernel/reply-cache.js';
import type { Mailer } from '../mail/mailer.js';
import {
  ADMIN_MESSAGES, type AdminApplicationsQuery, type AdminSellersQuery, type UpdateSellerInput,
} from '../../../shared/admin-schemas.js';
import { approveApplication, rejectApplication } from '../sellers/seller-accounts.js';
import { shopNameConflict } from '../sellers/shop-names.js';
import { applicationDecisionMail, type ApplicationDecision } from './application-decision-mail.js';
import {
  applicationExists, findApplicant, findApplicationRow, listApplications, setApplicationNote,
} from './admin-applications.repo.js';
import { findSellerRow, listSellers, lockSeller, updateSeller } from './admin-sellers.repo.js';
import { recordAudit, type AuditActor } from '../../kernel/audit.repo.js';

export interface AdminSellersDeps {
  db: Db;
  mailer: Mailer;
  /** Tells this instance's catalogue readers (reply cache, read model) that the shop list changed. */
  catalog: CatalogChanges;
  /** Where links in mail point (env.ts linkOriginOf). */
  linkOrigin: string;
}

export function createAdminSellersService({ db, mailer, catalog, linkOrigin }: AdminSellersDeps) {
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
  /** The applicant's mail, stored in the decision's transaction: a decision rolled back sends nothing. */
  async function queueDecisionMail(tx: Db, applicationId: number, decision: ApplicationDecision['decision'], adminNotes: string | null) {
    const applicant = await findApplicant(tx, applicationId);
    if (!applicant) return null;
    return mailer.queue(tx, applicationDecisionMail({
      decision, to: applicant.email, name: applicant.firstName || applicant.username, businessName: applicant.businessName, adminNotes,
    }, linkOrigin));
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
     * its products from shoppers at once (is_listed triggers, catalogue NOTIFY on commit, and this
     * instance's caches before the reply); the seller keeps their dashboard and reads there when
     * and why (the optional note).
     */
    async update(actor: AuditActor, sellerId: number, changes: UpdateSellerInput) {
      const activeChanged = await db.transaction(async (tx) => {
        const before = await lockSeller(tx, sellerId);
        if (!before) throw notFound('Seller');
        const activeChanges = changes.isActive !== undefined && changes.isActive !== before.isActive;
        const rateChanges = changes.commissionRate !== undefined && changes.commissionRate !== before.commissionRate;
        if (!activeChanges && !rateChanges) return false;
        const at = new Date();
        const note = changes.note || null;
        await updateSeller(tx, sellerId, {
          ...(activeChanges
            ? { isActive: changes.isActive, deactivatedAt: changes.isActive ? null : at, deactivationNote: changes.isActive ? null : note }
            : {}),
          ...(rateChanges ? { commissionRate: changes.commissionRate } : {}),
        }, at);
        if (activeChanges) {
          await recordAudit(tx, actor, {
            action: changes.isActive ? 'seller.activate' : 'seller.deactivate', entityType: 'seller', entityId: sellerId,
            before: { isActive: before.isActive }, after: { isActive: changes.isActive, ...(note && !changes.isActive ? { note } : {}) },
          });
        }
        if (rateChanges) {
          await recordAudit(tx, actor, {
            action: 'seller.commission', entityType: 'seller', entityId: sellerId,
            before: { commissionRate: before.commissionRate }, after: { commissionRate: changes.commissionRate },
          });
        }
        return activeChanges;
      });
      if (activeChanged) catalog.invalidate();
      return sellerRow(sellerId);
    },

    /**
     * The shared approval (seller-accounts.ts): seller approved and active, user a seller. The
     * optional note is kept on the application and mailed with the decision.
     */
    async approve(actor: AuditActor, applicationId: number, adminNotes: string | null = null) {
      const approved = await db.transaction(async (tx) => {
        const result = await approveApplication(tx, applicationId, actor.id);
        if (!result) return null;
        if (adminNotes) await setApplicationNote(tx, applicationId, adminNotes);
        await recordAudit(tx, actor, {
          action: 'application.approve', entityType: 'seller_application', entityId: applicationId,
          before: { status: 'pending' }, after: { status: 'approved', sellerId: result.seller.id, ...(adminNotes ? { adminNotes } : {}) },
        });
        return { ...result, mail: await queueDecisionMail(tx, applicationId, 'approved', adminNotes) };
      }).catch((error: unknown) => { throw shopNameConflict(error) ?? error; });
      if (!approved) return notPending(applicationId);
      if (approved.mail) mailer.deliver(approved.mail);
      catalog.invalidate();
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
        return { application, mail: await queueDecisionMail(tx, applicationId, 'rejected', adminNotes) };
      });
      if (!rejected) return notPending(applicationId);
      if (rejected.mail) mailer.deliver(rejected.mail);
      return { application: await applicationRow(applicationId) };
    },
  };
}

export type AdminSellersService = ReturnType<typeof createAdminSellersService>;
