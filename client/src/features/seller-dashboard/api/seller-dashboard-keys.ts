/**
 * Query keys of the seller dashboard. Everything the signed-in seller reads about their own shop
 * sits under `seller` (their application, sales figures and uploads belong to the sellers, sales
 * and uploads features but share the prefix), so one invalidation of `own` refreshes them all.
 */
export const sellerDashboardKeys = {
  own: ['seller'] as const,
  payouts: ['seller', 'payouts'] as const,
};
