import { ownShopKey } from '../../../lib/own-shop-key';

/**
 * Query keys of a seller's sales figures. `all` is the overview's figures and the prefix of the
 * daily ones and of the products list (units sold), so an order that moves refreshes them all; a
 * seller's edit refreshes the whole own-shop prefix.
 */
export const salesKeys = {
  all: [...ownShopKey, 'stats'] as const,
  daily: [...ownShopKey, 'stats', 'daily'] as const,
  products: (params: object) => [...ownShopKey, 'stats', 'products', params] as const,
};
