import { fromCents } from '../../../shared/money.js';
import type {
  PlatformPromotionInput, PromotionReply, PromotionState, SellerPromotionInput,
} from '../../../shared/promotion-schemas.js';
import type { PromotionRow } from './code-rules.repo.js';
import type { PromotionValues, PromotionWithShop } from './promotions.repo.js';

/** Where a code stands now, from its window and its uses: never stored, so it never goes stale. */
export function promotionState(row: PromotionRow, now: Date): PromotionState {
  if (row.startsAt && now < row.startsAt) return 'scheduled';
  if (row.endsAt && now >= row.endsAt) return 'expired';
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return 'used_up';
  return 'active';
}

export function promotionReply({ promotion: row, businessName }: PromotionWithShop, now: Date): PromotionReply {
  return {
    id: row.id,
    code: row.code,
    fundedBy: row.sellerId === null ? 'platform' : 'seller',
    sellerId: row.sellerId,
    businessName: row.sellerId === null ? null : businessName,
    kind: row.kind,
    value: row.value,
    minSubtotal: row.minSubtotal,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    usedCount: row.usedCount,
    productIds: row.productIds,
    sellerIds: row.sellerIds,
    state: promotionState(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The columns of an owner's input. A percent arrives in basis points and an amount in cents;
 * both are kept as numeric(10,2) ("15.00" percent, "5.00" off), so one formatting serves both.
 * An absent optional field means "no limit": a PUT sends the whole promotion again.
 */
export function promotionValues(input: SellerPromotionInput | PlatformPromotionInput): PromotionValues {
  return {
    code: input.code,
    kind: input.kind,
    value: fromCents(input.value),
    minSubtotal: input.minSubtotal == null ? null : fromCents(input.minSubtotal),
    startsAt: input.startsAt ?? null,
    endsAt: input.endsAt ?? null,
    usageLimit: input.usageLimit ?? null,
    perCustomerLimit: input.perCustomerLimit ?? null,
    productIds: input.productIds ?? null,
    sellerIds: 'sellerIds' in input ? input.sellerIds ?? null : null,
  };
}

/** What an audit row keeps of a promotion: what its owner set, and the uses at that moment. */
export function auditedPromotion(row: PromotionRow) {
  const { id: _id, createdBy: _createdBy, createdAt: _createdAt, updatedAt: _updatedAt, ...kept } = row;
  return { ...kept, startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null };
}
