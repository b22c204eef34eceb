import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromotionReply } from '@shared/promotion-schemas';
import { api } from '../../../lib/api-client';
import type { PromotionBody } from '../../promotions/utils/manage-promotion-form';
import { adminKeys } from './admin-keys';

export const PROMOTION_OWNERS = ['all', 'platform', 'shops'] as const;
export type PromotionOwnerFilter = (typeof PROMOTION_OWNERS)[number];

/** GET /api/admin/promotions?owner=platform|shops|all: platform codes and every shop's, each with its shop. */
export const getAdminPromotions = (owner: PromotionOwnerFilter, signal?: AbortSignal) =>
  api.get<{ promotions: PromotionReply[] }>('/api/admin/promotions', { owner }, signal);

export const adminPromotionsQueryOptions = (owner: PromotionOwnerFilter) =>
  queryOptions({
    queryKey: [...adminKeys.promotions, owner],
    queryFn: ({ signal }) => getAdminPromotions(owner, signal),
    select: (reply) => reply.promotions,
    placeholderData: keepPreviousData,
  });

export const useAdminPromotions = (owner: PromotionOwnerFilter) => useQuery(adminPromotionsQueryOptions(owner));

/** A new code is always the platform's; PUT takes any code, a shop's included (audited server-side). */
export const createPlatformPromotion = (body: PromotionBody) => api.post<PromotionReply>('/api/admin/promotions', body);
export const updateAnyPromotion = (id: number, body: PromotionBody) => api.put<PromotionReply>(`/api/admin/promotions/${id}`, body);
export const deleteAnyPromotion = (id: number) => api.delete<void>(`/api/admin/promotions/${id}`);

export function useSaveAdminPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PromotionBody }) => (id === undefined ? createPlatformPromotion(body) : updateAnyPromotion(id, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.promotions }),
  });
}

export function useDeleteAdminPromotion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAnyPromotion, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.promotions }) });
}
