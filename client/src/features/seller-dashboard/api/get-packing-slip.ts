import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackingSlip } from '@shared/seller-tools-schemas';
import { api } from '../../../lib/api-client';
import { sellerDashboardKeys } from './seller-dashboard-keys';

/** The shop's own order's slip, or, for an admin, any order's. */
export function getPackingSlip(orderId: number, asAdmin: boolean, signal?: AbortSignal): Promise<PackingSlip> {
  const path = asAdmin ? `/api/admin/orders/${orderId}/packing-slip` : `/api/seller/orders/${orderId}/packing-slip`;
  return api.get<PackingSlip>(path, undefined, signal);
}

export const packingSlipQueryOptions = (orderId: number, asAdmin: boolean) =>
  queryOptions({
    queryKey: [...sellerDashboardKeys.own, 'packing-slip', orderId, asAdmin] as const,
    queryFn: ({ signal }) => getPackingSlip(orderId, asAdmin, signal),
    retry: false,
  });

export const usePackingSlip = (orderId: number | null, asAdmin: boolean) =>
  useQuery({ ...packingSlipQueryOptions(orderId ?? 0, asAdmin), enabled: orderId !== null });
