import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getOrdersPage } from './get-orders-page';
import { ordersKeys } from './orders-keys';

export const myOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ordersKeys.mine(page),
    queryFn: ({ signal }) => getOrdersPage('/api/orders', { page }, signal),
    placeholderData: keepPreviousData,
  });

/** The signed-in shopper's orders, newest first. */
export const useMyOrders = (page: number) => useQuery(myOrdersQueryOptions(page));
