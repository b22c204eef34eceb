import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromotionReply } from '@shared/promotion-schemas';
import { api, apiRequest, totalCount } from '../../../lib/api-client';
import type { PromotionBody } from '../../promotions/utils/manage-promotion-form';
import type { AdminPage } from '../types';
import { adminKeys } from './admin-keys';
import { ADMIN_PAGE_SIZE } from './get-admin-page';

export const PROMOTION_OWNERS = ['all', 'platform', 'shops'] as const;
export type PromotionOwnerFilter = (typeof PROMOTION_OWNERS)[number];

/**
 * GET /api/admin/promotions?owner=platform|shops|all&page=: platform codes and every shop's, each
 * with its shop, newest first; the count of all that match travels in X-Total-Count.
 */
export async function getAdminPromotions(owner: PromotionOwnerFilter, page: number, signal?: AbortSignal): Promise<AdminPage<PromotionReply>> {
  const { data, headers } = await apiRequest<{ promotions: PromotionReply[] }>('GET', '/api/admin/promotions', {
    params: { owner, page, pageSize: ADMIN_PAGE_SIZE }, signal,
  });
  return { rows: data.promotions, total: totalCount(headers, data.promotions.length) };
}

export const adminPromotionsQueryOptions = (owner: PromotionOwnerFilter, page: number) =>
  queryOptions({
    queryKey: [...adminKeys.promotions, owner, page],
    queryFn: ({ signal }) => getAdminPromotions(owner, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminPromotions = (owner: PromotionOwnerFilter, page: number) => useQuery(adminPromotionsQueryOptions(owner, page));

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
