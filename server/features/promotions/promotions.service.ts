import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound, unprocessable } from '../../errors.js';
import { recordAudit, type AuditActor } from '../../kernel/audit.repo.js';
import { violatedCheckConstraint, violatedUniqueConstraint } from '../../kernel/unique-violation.js';
import type { Paging } from '../../../shared/admin-schemas.js';
import {
  PROMOTION_MESSAGES, type PlatformPromotionInput, type PromotionReply, type SellerPromotionInput,
} from '../../../shared/promotion-schemas.js';
import type { PromotionRow } from './code-rules.repo.js';
import { auditedPromotion, promotionReply, promotionValues } from './promotion-views.js';
import {
  countProducts, countShops, deletePromotion, findPromotion, findShop, insertPromotion, listAllPromotions,
  listShopPromotions, lockPromotion, replacePromotion, type PromotionOwner, type PromotionValues,
} from './promotions.repo.js';

const promotionNotFound = () => notFound('Promotion');

/** The owner's unique code (case-insensitive) and the uses a limit may not go below, as the owner's words. */
function explainRefusal(error: unknown, usedCount: number): never {
  if (violatedUniqueConstraint(error) === 'promotions_owner_code_key') throw conflict(PROMOTION_MESSAGES.codeTaken);
  // A use taken between the check and the write cannot happen under the row lock; the CHECK says it anyway.
  if (violatedCheckConstraint(error) === 'promotions_used_count_check') throw unprocessable(PROMOTION_MESSAGES.usageLimitBelowUses(usedCount));
  throw error;
}

/** The seller acting: their account (kept as the code's creator) and their shop. */
export interface ShopActor {
  id: number;
  sellerId: number;
}

/**
 * Shop codes and platform codes (decision 020): a shop reads and changes only its own (another
 * shop's is a 404, so nobody learns it exists); an admin any, each change audited in its
 * transaction.
 */
export function createPromotionsService(db: Db, now: () => Date = () => new Date()) {
  const reply = (row: PromotionRow, businessName: string | null) => promotionReply({ promotion: row, businessName }, now());

  async function approvedShop(sellerId: number) {
    const shop = await findShop(db, sellerId);
    if (shop?.status !== 'approved') throw forbidden(PROMOTION_MESSAGES.shopNotApproved);
    return shop;
  }

  /** A shop code chooses among its shop's products only. */
  async function checkShopScope(sellerId: number, values: PromotionValues, message: string) {
    if (values.sellerIds) throw unprocessable(PROMOTION_MESSAGES.shopCodeScope);
    if (values.productIds && (await countProducts(db, values.productIds, sellerId)) !== values.productIds.length) throw unprocessable(message);
  }

  /** A platform code chooses among shops and products that exist. */
  async function checkPlatformScope(values: PromotionValues) {
    if (values.sellerIds && (await countShops(db, values.sellerIds)) !== values.sellerIds.length) throw unprocessable(PROMOTION_MESSAGES.unknownShop);
    if (values.productIds && (await countProducts(db, values.productIds)) !== values.productIds.length) throw unprocessable(PROMOTION_MESSAGES.unknownProduct);
  }

  function checkUsageLimit(row: PromotionRow, values: PromotionValues) {
    if (values.usageLimit !== null && values.usageLimit !== undefined && values.usageLimit < row.usedCount) {
      throw unprocessable(PROMOTION_MESSAGES.usageLimitBelowUses(row.usedCount));
    }
  }

  async function checkScopeOf(row: PromotionRow, values: PromotionValues) {
    if (row.sellerId === null) await checkPlatformScope(values);
    else await checkShopScope(row.sellerId, values, PROMOTION_MESSAGES.notThisShopsProduct);
  }

  return {
    /** One page of the shop's own codes, newest first, and how many it has in all. */
    async shopList(sellerId: number, paging: Paging): Promise<{ promotions: PromotionReply[]; total: number }> {
      await approvedShop(sellerId);
      const page = await listShopPromotions(db, sellerId, paging);
      return { total: page.total, promotions: page.rows.map((row) => promotionReply(row, now())) };
    },

    async shopCreate(actor: ShopActor, input: SellerPromotionInput): Promise<PromotionReply> {
      const shop = await approvedShop(actor.sellerId);
      const values = promotionValues(input);
      await checkShopScope(actor.sellerId, values, PROMOTION_MESSAGES.notYourProduct);
      try {
        return reply(await insertPromotion(db, { ...values, sellerId: actor.sellerId, createdBy: actor.id }), shop.businessName);
      } catch (error) {
        return explainRefusal(error, 0);
      }
    },

    /** The whole promotion again; its uses stay. */
    async shopUpdate(sellerId: number, id: number, input: SellerPromotionInput): Promise<PromotionReply> {
      const shop = await approvedShop(sellerId);
      const values = promotionValues(input);
      await checkShopScope(sellerId, values, PROMOTION_MESSAGES.notYourProduct);
      let usedCount = 0;
      try {
        return reply(await db.transaction(async (tx) => {
          const row = await lockPromotion(tx, id, sellerId);
          if (!row) throw promotionNotFound();
          usedCount = row.usedCount;
          checkUsageLimit(row, values);
          return replacePromotion(tx, id, values);
        }), shop.businessName);
      } catch (error) {
        return explainRefusal(error, usedCount);
      }
    },

    async shopDelete(sellerId: number, id: number): Promise<void> {
      await approvedShop(sellerId);
      const deleted = await db.transaction(async (tx) => {
        if (!(await lockPromotion(tx, id, sellerId))) return false;
        await deletePromotion(tx, id);
        return true;
      });
      if (!deleted) throw promotionNotFound();
    },

    async adminList(query: Paging & { owner: PromotionOwner; search?: string }) {
      const page = await listAllPromotions(db, query);
      return { total: page.total, promotions: page.rows.map((row) => promotionReply(row, now())) };
    },

    async adminCreate(actor: AuditActor & { id: number }, input: PlatformPromotionInput): Promise<PromotionReply> {
      const values = promotionValues(input);
      await checkPlatformScope(values);
      try {
        return reply(await db.transaction(async (tx) => {
          const row = await insertPromotion(tx, { ...values, sellerId: null, createdBy: actor.id });
          await recordAudit(tx, actor, { action: 'promotion.create', entityType: 'promotion', entityId: row.id, after: auditedPromotion(row) });
          return row;
        }), null);
      } catch (error) {
        return explainRefusal(error, 0);
      }
    },

    /** Any promotion: a shop code keeps its shop (and chooses only that shop's products). */
    async adminUpdate(actor: AuditActor & { id: number }, id: number, input: PlatformPromotionInput): Promise<PromotionReply> {
      const values = promotionValues(input);
      const current = await findPromotion(db, id);
      if (!current) throw promotionNotFound();
      await checkScopeOf(current.promotion, values);
      let usedCount = current.promotion.usedCount;
      try {
        const row = await db.transaction(async (tx) => {
          const before = await lockPromotion(tx, id);
          if (!before) throw promotionNotFound();
          usedCount = before.usedCount;
          checkUsageLimit(before, values);
          const after = await replacePromotion(tx, id, values);
          await recordAudit(tx, actor, {
            action: 'promotion.update', entityType: 'promotion', entityId: id, before: auditedPromotion(before), after: auditedPromotion(after),
          });
          return after;
        });
        return reply(row, current.businessName);
      } catch (error) {
        return explainRefusal(error, usedCount);
      }
    },

    async adminDelete(actor: AuditActor & { id: number }, id: number): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        const before = await lockPromotion(tx, id);
        if (!before) return false;
        await deletePromotion(tx, id);
        await recordAudit(tx, actor, { action: 'promotion.delete', entityType: 'promotion', entityId: id, before: auditedPromotion(before) });
        return true;
      });
      if (!deleted) throw promotionNotFound();
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
