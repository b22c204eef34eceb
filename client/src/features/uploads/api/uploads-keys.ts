import { ownShopKey } from '../../../lib/own-shop-key';

/** Query keys of a seller's uploads, under the signed-in seller's own-shop prefix. */
export const uploadsKeys = {
  sellerMedia: [...ownShopKey, 'media'] as const,
};
