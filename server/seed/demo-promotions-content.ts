/**
 * Issue 26's demo promotions, in words and numbers: the codes the README lists, the two scheduled
 * sales of Concrete Saints, and when each starts and ends, in days from the seed's moment.
 */

export interface DemoCode {
  code: string;
  kind: 'percent' | 'fixed';
  /** A percent ("10.00") or an amount ("5.00"), as the promotions table keeps it. */
  value: string;
  minSubtotal: string | null;
  /** Days from now: negative is in the past; null is no bound. */
  startsInDays: number | null;
  endsInDays: number | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  /** Made this many days ago. */
  createdDaysAgo: number;
}

/** Concrete Saints' everyday code: 10% off the whole shop, no limit. */
export const SAINTS_CODE: DemoCode = {
  code: 'SAINTS10', kind: 'percent', value: '10.00', minSubtotal: null, startsInDays: -60, endsInDays: null,
  usageLimit: null, perCustomerLimit: null, createdDaysAgo: 60,
};

/** Concrete Saints' drop code: $8 off a few chosen products, from $60 of the shop's items, once per shopper. */
export const SAINTS_DROP_CODE: DemoCode = {
  code: 'OVERPASS8', kind: 'fixed', value: '8.00', minSubtotal: '60.00', startsInDays: -5, endsInDays: 14,
  usageLimit: 100, perCustomerLimit: 1, createdDaysAgo: 6,
};
/** How many of Concrete Saints' products the drop code is for. */
export const SAINTS_DROP_PRODUCTS = 3;

/** Another shop's code (Neon Alley's): it never applies to, or shows in, another shop's order. */
export const NEON_CODE: DemoCode = {
  code: 'GLOWUP15', kind: 'percent', value: '15.00', minSubtotal: null, startsInDays: -20, endsInDays: 30,
  usageLimit: 200, perCustomerLimit: null, createdDaysAgo: 21,
};

/** The platform's welcome code: $5.00 off a cart of $40 or more, once per shopper, paid by Threadline. */
export const WELCOME_CODE: DemoCode = {
  code: 'WELCOME5', kind: 'fixed', value: '5.00', minSubtotal: '40.00', startsInDays: -90, endsInDays: null,
  usageLimit: null, perCustomerLimit: 1, createdDaysAgo: 90,
};

/** A platform campaign that is over: typing it answers "This code is not valid" to a shopper who never used it. */
export const EXPIRED_CODE: DemoCode = {
  code: 'SUMMER20', kind: 'percent', value: '20.00', minSubtotal: null, startsInDays: -160, endsInDays: -70,
  usageLimit: 500, perCustomerLimit: 1, createdDaysAgo: 165,
};

export interface DemoSale {
  name: string;
  percent: number;
  startsInDays: number;
  endsInDays: number;
  /** At most this many of Concrete Saints' products. */
  products: number;
}

/** Live now: started two days ago, ends in a week. */
export const LIVE_SALE: DemoSale = { name: 'Overpass Week', percent: 20, startsInDays: -2, endsInDays: 7, products: 4 };
/** Scheduled for next week, on other products. */
export const NEXT_SALE: DemoSale = { name: 'Night Session', percent: 25, startsInDays: 7, endsInDays: 10, products: 2 };

/** The past checkout that used a shop code and the platform code: placed ten days ago, delivered three days later. */
export const DISCOUNTED_ORDER = { placedDaysAgo: 10, deliveredAfterDays: 3, carrier: 'USPS', trackingSeed: 615_020_883 } as const;
