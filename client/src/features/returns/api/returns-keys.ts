import type { ReturnStatus } from '@shared/return-schemas';

/**
 * Query keys of the returns feature. Every key starts with `all`, so a move of a return refreshes
 * the order's returns, the lists and the order's disputes (a refused return may open one).
 */
export const returnsKeys = {
  all: ['returns'] as const,
  order: (orderId: number) => ['returns', 'order', orderId] as const,
  orderDisputes: (orderId: number) => ['returns', 'order-disputes', orderId] as const,
  mine: (page: number) => ['returns', 'mine', page] as const,
  seller: (status: ReturnStatus | undefined, page: number) => ['returns', 'seller', status ?? 'all', page] as const,
  /** Only the count of requests waiting for the shop: the dashboard tab's badge. */
  sellerWaiting: ['returns', 'seller', 'waiting'] as const,
  one: (returnId: number) => ['returns', 'one', returnId] as const,
};
