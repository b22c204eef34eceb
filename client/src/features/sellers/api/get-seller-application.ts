import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerApplication } from '@shared/seller-schemas';
import { api } from '../../../lib/api-client';
import { sellersKeys } from './sellers-keys';

/** The signed-in user's application, if any: a pending or rejected one is shown instead of Access Denied. */
export async function getSellerApplication(signal?: AbortSignal): Promise<SellerApplication | null> {
  const reply = await api.get<{ application: SellerApplication | null }>('/api/seller/application', undefined, signal);
  return reply.application;
}

export function useSellerApplication(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: sellersKeys.ownApplication, queryFn: ({ signal }) => getSellerApplication(signal) }),
    enabled,
  });
}
