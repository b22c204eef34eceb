import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHOP_LIST_PAGE_SIZE, type ScheduledSaleReply } from '@shared/promotion-schemas';
import { api, apiRequest, totalCount } from '../../../lib/api-client';
import { ownShopKey } from '../../../lib/own-shop-key';
import { catalogKeys } from '../../catalog/api/catalog-keys';
import type { SaleBody } from '../utils/manage-sale-form';
import { manageKeys } from './manage-keys';

/** GET /api/seller/sales: one page of the shop's scheduled, live and ended sales, each product with its price and sale price. */
export async function getSellerSales(page: number, signal?: AbortSignal): Promise<{ sales: ScheduledSaleReply[]; total: number }> {
  const { data, headers } = await apiRequest<{ sales: ScheduledSaleReply[] }>('GET', '/api/seller/sales', { params: { page, pageSize: SHOP_LIST_PAGE_SIZE }, signal });
  return { sales: data.sales, total: totalCount(headers, data.sales.length) };
}

/**
 * A sale's status moves with the clock, not with an edit: while one on the page is waiting to start
 * or live, the page asks again every few seconds so "Scheduled" turns "Live" (and "Ended") on its own.
 */
export const sellerSalesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: manageKeys.salesPage(page),
    queryFn: ({ signal }) => getSellerSales(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.sales.some((sale) => sale.status !== 'ended') ? 5_000 : false),
  });

export const useSellerSales = (page: number) => useQuery(sellerSalesQueryOptions(page));

export const createSellerSale = (body: SaleBody) => api.post<ScheduledSaleReply>('/api/seller/sales', body);
export const updateSellerSale = (id: number, body: SaleBody) => api.put<ScheduledSaleReply>(`/api/seller/sales/${id}`, body);
/** DELETE /api/seller/sales/{id}: a scheduled sale is dropped; a live one ends now and its products' prices go back. */
export const deleteSellerSale = (id: number) => api.delete<void>(`/api/seller/sales/${id}`);

/** A sale moves products' prices: the shop's own lists and every storefront list follow. */
function useRefreshSales() {
  const queryClient = useQueryClient();
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: ownShopKey }),
    queryClient.invalidateQueries({ queryKey: catalogKeys.products }),
  ]);
}

export function useSaveSellerSale() {
  const refresh = useRefreshSales();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: SaleBody }) => (id === undefined ? createSellerSale(body) : updateSellerSale(id, body)),
    onSuccess: refresh,
  });
}

export function useDeleteSellerSale() {
  const refresh = useRefreshSales();
  return useMutation({ mutationFn: deleteSellerSale, onSuccess: refresh });
}
