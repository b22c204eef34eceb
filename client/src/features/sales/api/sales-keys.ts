import { ownShopKey } from '../../../lib/own-shop-key';

/** Query keys of a seller's sales figures; an order that moves refreshes `all`, a seller's edit the whole own-shop prefix. */
export const salesKeys = {
  all: [...ownShopKey, 'stats'] as const,
  figures: [...ownShopKey, 'stats'] as const,
  daily: [...ownShopKey, 'stats', 'daily'] as const,
};
