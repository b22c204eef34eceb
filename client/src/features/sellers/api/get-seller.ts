import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSeller } from '@shared/catalog-schemas';
import { api } from '../../../lib/api-client';
import { sellersKeys } from './sellers-keys';

export function getSeller(id: number, signal?: AbortSignal): Promise<PublicSeller> {
  return api.get<PublicSeller>(`/api/sellers/${id}`, undefined, signal);
}

export const sellerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: sellersKeys.detail(id),
    queryFn: ({ signal }) => getSeller(id, signal),
  });

export function useSeller(id: number | null) {
  return useQuery({ ...sellerQueryOptions(id ?? 0), enabled: id !== null });
}
