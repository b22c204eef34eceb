import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getOrdersPage, ordersQueryKey } from './get-orders-page';

export const myOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'mine', page],
    queryFn: ({ signal }) => getOrdersPage('/api/orders', { page }, signal),
    placeholderData: keepPreviousData,
  });

/** The signed-in shopper's orders, newest first. */
export const useMyOrders = (page: number) => useQuery(myOrdersQueryOptions(page));
