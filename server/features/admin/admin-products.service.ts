import type { Db } from '../../db/client.js';
import { invalidData, notFound } from '../../errors.js';
import { ADMIN_MESSAGES, type AdminProductsQuery } from '../../../shared/admin-schemas.js';
import { findAdminProduct, listAdminProducts, lockProduct, updateProduct } from './admin-products.repo.js';
import { sellerExists } from './admin-sellers.repo.js';
import { recordAudit, type AuditActor } from './audit.repo.js';

export function createAdminProductsService(db: Db) {
  async function productRow(productId: number) {
    const row = await findAdminProduct(db, productId);
    if (!row) throw notFound('Product');
    return row;
  }

  return {
    list: (query: AdminProductsQuery) => listAdminProducts(db, query),

    /** Take-down (false) or reinstatement (true): shoppers stop or start seeing it at once. */
    async setActive(actor: AuditActor, productId: number, isActive: boolean) {
      await db.transaction(async (tx) => {
        const before = await lockProduct(tx, productId);
        if (!before) throw notFound('Product');
        if (before.isActive === isActive) return;
        await updateProduct(tx, productId, { isActive }, new Date());
        await recordAudit(tx, actor, {
          action: isActive ? 'product.reinstate' : 'product.take_down', entityType: 'product', entityId: productId,
          before: { isActive: before.isActive }, after: { isActive },
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
