import { apiRequest, totalCount, type QueryParams } from '../../../lib/api-client';
import type { OrderReply } from '@shared/orders-schemas';

export const ORDERS_PAGE_SIZE = 10;

export interface OrdersPage {
  rows: OrderReply[];
  /** Every order across pages (X-Total-Count). */
  total: number;
}

/** GET a list of orders (the buyer's, the seller's or every order for an admin), one page of it. */
export async function getOrdersPage(path: string, params: QueryParams, signal?: AbortSignal): Promise<OrdersPage> {
  const { data, headers } = await apiRequest<OrderReply[]>('GET', path, { params: { pageSize: ORDERS_PAGE_SIZE, ...params }, signal });
  return { rows: data, total: totalCount(headers, data.length) };
}
