import { ownShopKey } from '../../../lib/own-shop-key';

/**
 * Query keys of a seller's sales figures. `all` is the overview's figures and the prefix of the
 * daily ones, so an order that moves refreshes both; a seller's edit refreshes the whole own-shop prefix.
 */
export const salesKeys = {
  all: [...ownShopKey, 'stats'] as const,
  daily: [...ownShopKey, 'stats', 'daily'] as const,
};
