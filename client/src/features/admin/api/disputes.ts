import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DISPUTE_LIMITS, type DisputesPage, type DisputeStatus } from '@shared/dispute-schemas';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/disputes?status=&page=&limit=: the queue, one status at a time. */
export const getDisputes = (status: DisputeStatus, page: number, limit: number = DISPUTE_LIMITS.pageSize, signal?: AbortSignal) =>
  api.get<DisputesPage>('/api/admin/disputes', { status, page, limit }, signal);

export const disputesQueryOptions = (status: DisputeStatus, page: number) =>
  queryOptions({
    queryKey: [...adminKeys.disputes, 'list', status, page],
    queryFn: ({ signal }) => getDisputes(status, page, DISPUTE_LIMITS.pageSize, signal),
    placeholderData: keepPreviousData,
  });

/** How many disputes wait for a decision: the badge on the tab (one row asked for, the total read). */
export const openDisputesCountQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.disputes, 'open-count'],
    queryFn: async ({ signal }) => (await getDisputes('open', 1, 1, signal)).total,
    refetchInterval: 60_000,
  });

export const useDisputes = (status: DisputeStatus, page: number) => useQuery(disputesQueryOptions(status, page));
export const useOpenDisputesCount = () => useQuery(openDisputesCountQueryOptions());
