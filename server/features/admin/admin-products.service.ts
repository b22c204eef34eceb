import type { Db } from '../../db/client.js';
import { invalidData, notFound } from '../../errors.js';
import { ADMIN_MESSAGES, type AdminProductsQuery, type ProductModerationInput } from '../../../shared/admin-schemas.js';
import { findAdminProduct, listAdminProducts, lockProduct, setTakeDown, updateProduct } from './admin-products.repo.js';
import { sellerExists } from './admin-sellers.repo.js';
import { recordAudit, type AuditActor } from '../../kernel/audit.repo.js';

export function createAdminProductsService(db: Db) {
  async function productRow(productId: number) {
    const row = await findAdminProduct(db, productId);
    if (!row) throw notFound('Product');
    return row;
  }

  return {
    list: (query: AdminProductsQuery) => listAdminProducts(db, query),

    /**
     * Take-down (isActive false, with the reason the seller reads) or reinstatement (true). A
     * take-down is the admin's own state: the seller's switch stays as the seller set it, and only
     * this reinstatement lists the product again (DECISIONS.md "Moderation").
     */
    async moderate(actor: AuditActor & { id: number }, productId: number, input: ProductModerationInput) {
      await db.transaction(async (tx) => {
        const before = await lockProduct(tx, productId);
        if (!before) throw notFound('Product');
        const wasDown = before.takenDownAt !== null;
        if (input.isActive) {
          if (!wasDown) return;
          await setTakeDown(tx, productId, null);
          await recordAudit(tx, actor, {
            action: 'product.reinstate', entityType: 'product', entityId: productId,
            before: { takenDownAt: before.takenDownAt, reason: before.takeDownReason }, after: { takenDownAt: null },
          });
          return;
        }
        const reason = input.reason!;
        if (wasDown && before.takeDownReason === reason) return;
        const at = new Date();
        await setTakeDown(tx, productId, { at, by: actor.id, reason });
        await recordAudit(tx, actor, {
          action: 'product.take_down', entityType: 'product', entityId: productId,
          before: { takenDownAt: before.takenDownAt, reason: before.takeDownReason },
          after: { takenDownAt: at.toISOString(), reason },
        });
      });
      return productRow(productId);
    },

    /** Gives a product (unassigned or not) to a shop. */
    async assign(actor: AuditActor, productId: number, sellerId: number) {
      await db.transaction(async (tx) => {
        const before = await lockProduct(tx, productId);
        if (!before) throw notFound('Product');
        if (!(await sellerExists(tx, sellerId))) throw invalidData(ADMIN_MESSAGES.sellerUnknown);
        if (before.sellerId === sellerId) return;
        await updateProduct(tx, productId, { sellerId }, new Date());
        await recordAudit(tx, actor, {
          action: 'product.assign', entityType: 'product', entityId: productId,
          before: { sellerId: before.sellerId }, after: { sellerId },
        });
      });
      return productRow(productId);
    },
  };
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
