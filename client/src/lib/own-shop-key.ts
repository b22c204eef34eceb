/**
 * The query-key prefix of everything the signed-in seller reads about their own shop: their
 * application (sellers), uploads, sales figures and payouts (seller dashboard). Those features
 * each own their keys; this prefix lets a seller's edit refresh all of them with one invalidation.
 */
export const ownShopKey = ['seller'] as const;
