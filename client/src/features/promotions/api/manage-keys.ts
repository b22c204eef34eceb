import { ownShopKey } from '../../../lib/own-shop-key';

/** Query keys of a shop's own promotions, under the own-shop prefix so a seller's edits refresh them too. */
export const manageKeys = {
  codes: [...ownShopKey, 'promotions'] as const,
  codesPage: (page: number) => [...ownShopKey, 'promotions', page] as const,
  sales: [...ownShopKey, 'scheduled-sales'] as const,
  salesPage: (page: number) => [...ownShopKey, 'scheduled-sales', page] as const,
  products: (search: string) => [...ownShopKey, 'promotion-products', search] as const,
};
