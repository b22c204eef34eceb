import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@shared/order-transitions';
import type { QueryParams } from '../../../lib/api-client';
import { getOrdersPage } from './get-orders-page';
import { ordersKeys } from './orders-keys';

/** The seller's own orders, or every order for an admin. */
export type OrdersBoardSource = '/api/seller/orders' | '/api/admin/orders';

/** `extra`: the caller's own parameters (the seller's search and sort). */
export const ordersBoardQueryOptions = (source: OrdersBoardSource, status: OrderStatus | undefined, page: number, extra: QueryParams = {}) =>
  queryOptions({
    queryKey: [...ordersKeys.board(source, status, page), extra],
    queryFn: ({ signal }) => getOrdersPage(source, { ...extra, status, page }, signal),
    placeholderData: keepPreviousData,
  });

export const useOrdersBoard = (source: OrdersBoardSource, status: OrderStatus | undefined, page: number, extra?: QueryParams) =>
  useQuery(ordersBoardQueryOptions(source, status, page, extra));
