import { catalogKeys } from '../../catalog/api/catalog-keys';

/**
 * Query keys of what a buyer, a shop and an admin write about reviews. Every review reply starts
 * with `reviews` (the storefront's lists and summaries in reviews-keys.ts too), so one
 * invalidation of `all` after a write refreshes the product page, the shop page and the account.
 * The admin's queue sits under `admin`, which an admin's sign-out drops with the rest of the panel.
 */
export const accountReviewsKeys = {
  all: ['reviews'] as const,
  reviewable: ['reviews', 'account', 'reviewable'] as const,
  mine: ['reviews', 'account', 'mine'] as const,
  adminQueue: ['admin', 'reviews'] as const,
  adminList: (status: string, page: number) => ['admin', 'reviews', status, page] as const,
};

/**
 * What a review's write moves besides the review lists: the product's rating and count (the
 * catalogue's product replies and sorts) and the shop's (the sellers' directory and pages, keyed
 * `sellers` by their feature, which this one may not import).
 */
export const reviewFigureKeys: ReadonlyArray<readonly unknown[]> = [accountReviewsKeys.all, catalogKeys.products, ['sellers']];
