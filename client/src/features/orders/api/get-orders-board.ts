import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@shared/order-transitions';
import { getOrdersPage, ordersQueryKey } from './get-orders-page';

/** The seller's own orders, or every order for an admin. */
export type OrdersBoardSource = '/api/seller/orders' | '/api/admin/orders';

export const ordersBoardQueryOptions = (source: OrdersBoardSource, status: OrderStatus | undefined, page: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, source, status ?? 'all', page],
    queryFn: ({ signal }) => getOrdersPage(source, { status, page }, signal),
    placeholderData: keepPreviousData,
  });

export const useOrdersBoard = (source: OrdersBoardSource, status: OrderStatus | undefined, page: number) =>
  useQuery(ordersBoardQueryOptions(source, status, page));
