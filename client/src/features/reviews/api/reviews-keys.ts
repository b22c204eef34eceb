import type { ReviewListParams } from './review-list-params';

/**
 * Query keys of the storefront's reviews. Every list and summary starts with `reviews`, so any
 * review write (a new review, an edit, a reply, a vote, a moderator's hide) refreshes what
 * shoppers see by invalidating `reviewsKeys.all`.
 */
export const reviewsKeys = {
  all: ['reviews'] as const,
  product: (productId: number) => ['reviews', 'product', productId] as const,
  productList: (productId: number, params: ReviewListParams) => ['reviews', 'product', productId, 'list', params] as const,
  productSummary: (productId: number) => ['reviews', 'product', productId, 'summary'] as const,
  seller: (sellerId: number) => ['reviews', 'seller', sellerId] as const,
  sellerList: (sellerId: number, params: ReviewListParams) => ['reviews', 'seller', sellerId, 'list', params] as const,
  sellerSummary: (sellerId: number) => ['reviews', 'seller', sellerId, 'summary'] as const,
};
