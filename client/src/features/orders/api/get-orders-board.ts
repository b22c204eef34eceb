import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@shared/order-transitions';
import { getOrdersPage } from './get-orders-page';
import { ordersKeys } from './orders-keys';

/** The seller's own orders, or every order for an admin. */
export type OrdersBoardSource = '/api/seller/orders' | '/api/admin/orders';

export const ordersBoardQueryOptions = (source: OrdersBoardSource, status: OrderStatus | undefined, page: number) =>
  queryOptions({
    queryKey: ordersKeys.board(source, status, page),
    queryFn: ({ signal }) => getOrdersPage(source, { status, page }, signal),
    placeholderData: keepPreviousData,
  });

export const useOrdersBoard = (source: OrdersBoardSource, status: OrderStatus | undefined, page: number) =>
  useQuery(ordersBoardQueryOptions(source, status, page));
