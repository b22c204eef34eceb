import { ownShopKey } from '../../../lib/own-shop-key';

/** Query keys of the seller dashboard's own replies; `own` is every reply about the seller's shop, whichever feature reads it. */
export const sellerDashboardKeys = {
  own: ownShopKey,
  payouts: [...ownShopKey, 'payouts'] as const,
};
