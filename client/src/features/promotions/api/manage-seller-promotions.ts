import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHOP_LIST_PAGE_SIZE, type PromotionReply } from '@shared/promotion-schemas';
import { api, apiRequest, totalCount } from '../../../lib/api-client';
import type { PromotionBody } from '../utils/manage-promotion-form';
import { manageKeys } from './manage-keys';

/** GET /api/seller/promotions: one page of the signed-in shop's codes with their uses and state, and how many it has. */
export async function getSellerPromotions(page: number, signal?: AbortSignal): Promise<{ promotions: PromotionReply[]; total: number }> {
  const { data, headers } = await apiRequest<{ promotions: PromotionReply[] }>('GET', '/api/seller/promotions', { params: { page, pageSize: SHOP_LIST_PAGE_SIZE }, signal });
  return { promotions: data.promotions, total: totalCount(headers, data.promotions.length) };
}

export const sellerPromotionsQueryOptions = (page: number) =>
  queryOptions({ queryKey: manageKeys.codesPage(page), queryFn: ({ signal }) => getSellerPromotions(page, signal), placeholderData: keepPreviousData });

export const useSellerPromotions = (page: number) => useQuery(sellerPromotionsQueryOptions(page));

export const createSellerPromotion = (body: PromotionBody) => api.post<PromotionReply>('/api/seller/promotions', body);
export const updateSellerPromotion = (id: number, body: PromotionBody) => api.put<PromotionReply>(`/api/seller/promotions/${id}`, body);
export const deleteSellerPromotion = (id: number) => api.delete<void>(`/api/seller/promotions/${id}`);

function useRefreshCodes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: manageKeys.codes });
}

/** Saves a new code (no id) or the whole of an existing one. */
export function useSaveSellerPromotion() {
  const refresh = useRefreshCodes();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PromotionBody }) => (id === undefined ? createSellerPromotion(body) : updateSellerPromotion(id, body)),
    onSuccess: refresh,
  });
}

export function useDeleteSellerPromotion() {
  const refresh = useRefreshCodes();
  return useMutation({ mutationFn: deleteSellerPromotion, onSuccess: refresh });
}
