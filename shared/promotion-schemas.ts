import { z } from 'zod';
import { cartListSchema } from './cart-schemas.js';
import { MAX_PAGE, MAX_SERIAL } from './limits.js';
import { amountSchema } from './money-schemas.js';
import { parseMoneyInput, parseRate } from './money.js';
import {
  PROMOTION_FUNDERS, PROMOTION_KINDS, PROMOTION_LIMITS, PROMOTION_MESSAGES, PROMOTION_STATES, SCHEDULED_SALE_STATUSES, type PromotionKind,
} from './promotion-limits.js';

/**
 * Promotions (issue 26, decision 020), for client and server: shop codes, platform codes and
 * scheduled sales. Every message, limit and reply shape once.
 */

export * from './promotion-limits.js';

const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** A code as an owner or a shopper types it: kept as typed, matched case-insensitively. */
export const promotionCodeSchema = z.string({ error: PROMOTION_MESSAGES.code }).trim()
  .min(PROMOTION_LIMITS.codeMin, PROMOTION_MESSAGES.code).max(PROMOTION_LIMITS.codeMax, PROMOTION_MESSAGES.code)
  .regex(CODE_PATTERN, PROMOTION_MESSAGES.code);

/** The case-insensitive form codes are matched and kept unique by. */
export const codeKey = (code: string) => code.trim().toUpperCase();

const scopeIds = (message: string) => z.array(z.number().int().min(1).max(MAX_SERIAL), { error: message })
  .min(1, message).max(PROMOTION_LIMITS.scopeMax, PROMOTION_MESSAGES.scope)
  .transform((ids) => [...new Set(ids)]);

const moneyInput = (message: string) => z.union([z.string(), z.number()], { error: message })
  .transform((value, ctx) => {
    const cents = parseMoneyInput(value);
    if (cents === null || cents <= 0) { ctx.addIssue({ code: 'custom', message }); return z.NEVER; }
    return cents;
  });

const moment = z.iso.datetime({ offset: true, error: PROMOTION_MESSAGES.date }).transform((value) => new Date(value));

const promotionFields = {
  code: promotionCodeSchema,
  kind: z.enum(PROMOTION_KINDS, { error: PROMOTION_MESSAGES.kind }),
  value: z.union([z.string(), z.number()], { error: PROMOTION_MESSAGES.fixedValue }),
  minSubtotal: moneyInput(PROMOTION_MESSAGES.minSubtotal).nullish(),
  startsAt: moment.nullish(),
  endsAt: moment.nullish(),
  usageLimit: z.number({ error: PROMOTION_MESSAGES.usageLimit }).int(PROMOTION_MESSAGES.usageLimit).min(1, PROMOTION_MESSAGES.usageLimit).max(1_000_000, PROMOTION_MESSAGES.usageLimit).nullish(),
  perCustomerLimit: z.number({ error: PROMOTION_MESSAGES.usageLimit }).int(PROMOTION_MESSAGES.usageLimit).min(1, PROMOTION_MESSAGES.usageLimit).max(1_000_000, PROMOTION_MESSAGES.usageLimit).nullish(),
  productIds: scopeIds(PROMOTION_MESSAGES.saleProducts).nullish(),
};

/**
 * `value` is read by `kind`: a percent ("15", 12.5) as basis points, an amount ("5.99") as cents.
 * Absent optional fields mean "no limit"; a PUT sends the whole promotion again.
 */
function readValue<T extends { kind: PromotionKind; value: string | number; startsAt?: Date | null; endsAt?: Date | null }>(input: T, ctx: z.RefinementCtx) {
  const value = input.kind === 'percent' ? parseRate(input.value) : parseMoneyInput(input.value);
  if (value === null || value <= 0) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: input.kind === 'percent' ? PROMOTION_MESSAGES.percentValue : PROMOTION_MESSAGES.fixedValue });
    return z.NEVER;
  }
  if (input.startsAt && input.endsAt && input.startsAt >= input.endsAt) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: PROMOTION_MESSAGES.window });
    return z.NEVER;
  }
  return { ...input, value: value as number };
}

export const sellerPromotionInputSchema = z.object(promotionFields).transform(readValue);
export type SellerPromotionInput = z.output<typeof sellerPromotionInputSchema>;

export const platformPromotionInputSchema = z.object({
  ...promotionFields,
  sellerIds: scopeIds(PROMOTION_MESSAGES.unknownShop).nullish(),
}).transform(readValue);
export type PlatformPromotionInput = z.output<typeof platformPromotionInputSchema>;

/** A promotion as its owner (or an admin) sees it. `value` is "15.00" percent or "5.00" off by kind. */
export const promotionReplySchema = z.object({
  id: z.number(),
  code: z.string(),
  fundedBy: z.enum(PROMOTION_FUNDERS),
  sellerId: z.number().nullable(),
  businessName: z.string().nullable(),
  kind: z.enum(PROMOTION_KINDS),
  value: amountSchema,
  minSubtotal: amountSchema.nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().nullable(),
  perCustomerLimit: z.number().nullable(),
  usedCount: z.number(),
  productIds: z.array(z.number()).nullable(),
  sellerIds: z.array(z.number()).nullable(),
  state: z.enum(PROMOTION_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromotionReply = z.output<typeof promotionReplySchema>;
export const promotionListSchema = z.object({ promotions: z.array(promotionReplySchema) });

/** A shop's own lists of codes and sales: 20 a page by default. */
export const SHOP_LIST_PAGE_SIZE = 20;
const SHOP_LIST_MAX_PAGE_SIZE = 100;
/** `?page=&pageSize=` of `GET /api/seller/promotions` and `GET /api/seller/sales`; the count of all is in X-Total-Count. */
export const shopListQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a whole number' }).int('Page must be a whole number').min(1, 'Page must be at least 1')
    .max(MAX_PAGE, 'Page is too large').default(1),
  pageSize: z.coerce.number({ error: 'Page size must be a whole number' }).int('Page size must be a whole number').min(1, 'Page size must be at least 1')
    .max(SHOP_LIST_MAX_PAGE_SIZE, `Page size must be at most ${SHOP_LIST_MAX_PAGE_SIZE}`).default(SHOP_LIST_PAGE_SIZE),
});
export type ShopListQuery = z.output<typeof shopListQuerySchema>;

// ---------- the cart's codes ----------

export const applyCodeSchema = z.object({ code: z.string({ error: PROMOTION_MESSAGES.invalid }).trim().min(1, PROMOTION_MESSAGES.invalid).max(PROMOTION_LIMITS.codeMax, PROMOTION_MESSAGES.invalid) });
export const codeParamsSchema = z.object({ code: z.string().trim().min(1).max(PROMOTION_LIMITS.codeMax) });

/** A code the shopper typed and kept: only ever their own typing comes back. */
export const appliedCodeSchema = z.object({
  code: z.string(),
  fundedBy: z.enum(PROMOTION_FUNDERS),
  /** The shop a shop code is for; null for a platform code. */
  businessName: z.string().nullable(),
});
export type AppliedCode = z.output<typeof appliedCodeSchema>;

/** A code's share of one seller order: on the quote and on the order. */
export const orderCodeSchema = z.object({ code: z.string(), fundedBy: z.enum(PROMOTION_FUNDERS), amount: amountSchema });

/** A code kept on the cart that takes nothing off now, and why (expired, used up, minimum not met, items removed). */
export const notAppliedCodeSchema = z.object({ code: z.string(), reason: z.string() });

// ---------- scheduled sales ----------

export const scheduledSaleInputSchema = z.object({
  name: z.string().trim().max(PROMOTION_LIMITS.saleNameMax).optional().transform((name) => name || 'Sale'),
  percent: z.number({ error: PROMOTION_MESSAGES.salePercent }).int(PROMOTION_MESSAGES.salePercent)
    .min(PROMOTION_LIMITS.salePercentMin, PROMOTION_MESSAGES.salePercent).max(PROMOTION_LIMITS.salePercentMax, PROMOTION_MESSAGES.salePercent),
  startsAt: moment,
  endsAt: moment,
  productIds: scopeIds(PROMOTION_MESSAGES.saleProducts),
}).refine((sale) => sale.startsAt < sale.endsAt, { path: ['endsAt'], message: PROMOTION_MESSAGES.window });
export type ScheduledSaleInput = z.output<typeof scheduledSaleInputSchema>;

export const scheduledSaleReplySchema = z.object({
  id: z.number(),
  name: z.string(),
  percent: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(SCHEDULED_SALE_STATUSES),
  products: z.array(z.object({ id: z.number(), name: z.string(), price: amountSchema, salePrice: amountSchema })),
  createdAt: z.string(),
});
export type ScheduledSaleReply = z.output<typeof scheduledSaleReplySchema>;
export const scheduledSaleListSchema = z.object({ sales: z.array(scheduledSaleReplySchema) });

/** `GET`, `POST /api/cart/codes` and `DELETE /api/cart/codes/{code}`: the cart with the codes kept on it. */
export const cartWithCodesSchema = z.object({ items: cartListSchema, codes: z.array(appliedCodeSchema) });
export type CartWithCodes = z.output<typeof cartWithCodesSchema>;
