import type { OrderStatus } from '@shared/order-transitions';

/** Query keys of the orders feature: every list starts with `all`, so a move invalidates them all. */
export const ordersKeys = {
  all: ['orders'] as const,
  mine: (page: number) => ['orders', 'mine', page] as const,
  board: (source: string, status: OrderStatus | undefined, page: number) => ['orders', source, status ?? 'all', page] as const,
  // Under the orders key: whatever moves an order refreshes it too.
  heldStock: ['orders', 'held-stock'] as const,
};
