import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisputeDetail } from '@shared/dispute-schemas';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/disputes/{id}: the dispute, its order and events, returns and conversation (each read is audited). */
export const getDisputeDetail = (id: number, signal?: AbortSignal) => api.get<DisputeDetail>(`/api/admin/disputes/${id}`, undefined, signal);

export const disputeDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.disputes, 'detail', id],
    queryFn: ({ signal }) => getDisputeDetail(id, signal),
    // Every read of the private conversation writes an audit row: read it when opened or changed, not on each return to the window.
    refetchOnWindowFocus: false,
  });

export const useDisputeDetail = (id: number) => useQuery(disputeDetailQueryOptions(id));
