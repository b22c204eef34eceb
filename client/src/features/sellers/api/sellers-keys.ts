import { ownShopKey } from '../../../lib/own-shop-key';

/** Query keys of the public seller directory and profiles, and of the signed-in user's own application. */
export const sellersKeys = {
  all: ['sellers'] as const,
  list: <Params extends object>(params: Params) => ['sellers', 'list', params] as const,
  featured: ['sellers', 'featured'] as const,
  detail: (sellerId: number) => ['sellers', 'detail', sellerId] as const,
  /** Under the own-shop prefix, which a seller's edits refresh as a whole. */
  ownApplication: [...ownShopKey, 'application'] as const,
};
