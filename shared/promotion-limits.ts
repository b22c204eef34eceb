/**
 * Promotions' words and limits without zod (issue 26, decision 020), so the quote's arithmetic
 * (shared/promotion-math.ts) loads no validation library into a page that only shows prices.
 */

export const PROMOTION_KINDS = ['percent', 'fixed'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const PROMOTION_FUNDERS = ['seller', 'platform'] as const;
export type PromotionFunder = (typeof PROMOTION_FUNDERS)[number];
/** What a code's owner sees of it now: derived from the window and the uses, never stored. */
export const PROMOTION_STATES = ['scheduled', 'active', 'expired', 'used_up'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];
export const SCHEDULED_SALE_STATUSES = ['scheduled', 'live', 'ended'] as const;
export type ScheduledSaleStatus = (typeof SCHEDULED_SALE_STATUSES)[number];

export const PROMOTION_LIMITS = {
  codeMin: 3,
  codeMax: 32,
  /** Chosen products of a code or a sale, chosen shops of a platform code. */
  scopeMax: 100,
  salePercentMin: 1,
  salePercentMax: 90,
  saleNameMax: 60,
  /** Codes a shopper may try (right or wrong) per 10 minutes, per account and per address. */
  codeTriesPerUser: 10,
  codeTriesPerIp: 30,
} as const;

export const PROMOTION_MESSAGES = {
  // Shoppers: one answer for "no such code", "not for your cart" and "expired before you ever used it".
  invalid: 'This code is not valid',
  expired: 'This code has expired',
  notStarted: 'This code is not active yet',
  usedUp: 'This code has been used up',
  alreadyUsed: 'You have already used this code',
  minimum: (amount: string, where: string) => `Spend ${amount} or more on ${where} to use this code`,
  noItems: 'None of the items in your cart are included in this code',
  replacedShop: (shop: string) => `Only one code per shop: this replaces your code for ${shop}`,
  tooManyTries: 'Too many codes tried; please wait a few minutes',
  // Owners.
  code: `A code is ${PROMOTION_LIMITS.codeMin} to ${PROMOTION_LIMITS.codeMax} letters, digits, dashes or underscores`,
  codeTaken: 'You already have a code with this name',
  kind: 'Choose percent or fixed amount',
  percentValue: 'A percent off is more than 0 and at most 100, with up to two decimals',
  fixedValue: 'An amount off is like 5 or 5.99',
  minSubtotal: 'The minimum is an amount like 40 or 39.99',
  window: 'The end must be after the start',
  date: 'Use a date and time like 2026-12-01T09:00:00Z',
  usageLimit: 'A usage limit is a whole number of 1 or more',
  scope: `Choose at most ${PROMOTION_LIMITS.scopeMax}`,
  notYourProduct: 'You can only choose your own products',
  unknownShop: 'One of the chosen shops does not exist',
  notFound: 'Promotion not found',
  salePercent: `A sale is ${PROMOTION_LIMITS.salePercentMin} to ${PROMOTION_LIMITS.salePercentMax} percent off`,
  saleProducts: 'Choose at least one product',
  saleOverlap: (names: string) => `Already in another sale at that time: ${names}`,
  saleEnded: 'This sale has ended and can no longer be changed',
  saleLiveEdit: 'A live sale can only have its end changed',
  saleNotFound: 'Sale not found',
  saleStartPast: 'The start must be in the future',
  // Checkout.
  belowMinimumCharge: 'After discounts this checkout comes to less than $0.50, the smallest amount we can charge; please remove a code or add an item',
  // ---------- added by the promotions server (routes of codes and of the cart's codes) ----------
  usageLimitBelowUses: (used: number) => `This code has been used ${used} ${used === 1 ? 'time' : 'times'}; the usage limit cannot be lower than that`,
  unknownProduct: 'One of the chosen products does not exist',
  notThisShopsProduct: "A shop's code can only choose that shop's products",
  shopCodeScope: "A shop's code applies to its own shop only; it cannot choose shops",
  shopNotApproved: 'Your shop must be approved before it can run promotions',
  notKept: 'This code is not on your cart',
} as const;


/** A code's share of one seller order, on the quote and on the order. */
export interface OrderCode {
  code: string;
  fundedBy: PromotionFunder;
  amount: string;
}

/** A code kept on the cart that takes nothing off now, and why. */
export interface NotAppliedCode {
  code: string;
  reason: string;
}

/** The smallest checkout total we take (Stripe's smallest card charge): codes may not bring a checkout below it. */
export const MIN_CHARGE_CENTS = 50;
