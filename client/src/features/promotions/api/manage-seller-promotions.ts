import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromotionReply } from '@shared/promotion-schemas';
import { api } from '../../../lib/api-client';
import type { PromotionBody } from '../utils/manage-promotion-form';
import { manageKeys } from './manage-keys';

/** GET /api/seller/promotions: the signed-in shop's codes with their uses and state. */
export const getSellerPromotions = (signal?: AbortSignal) =>
  api.get<{ promotions: PromotionReply[] }>('/api/seller/promotions', undefined, signal);

export const sellerPromotionsQueryOptions = () =>
  queryOptions({ queryKey: manageKeys.codes, queryFn: ({ signal }) => getSellerPromotions(signal), select: (reply) => reply.promotions });

export const useSellerPromotions = () => useQuery(sellerPromotionsQueryOptions());

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
