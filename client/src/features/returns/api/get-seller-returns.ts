import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { returnsPageSchema, type ReturnStatus, type ReturnsPage } from '@shared/return-schemas';
import { api } from '../../../lib/api-client';
import { returnsKeys } from './returns-keys';

export async function getSellerReturns(status: ReturnStatus | undefined, page: number, limit?: number, signal?: AbortSignal): Promise<ReturnsPage> {
  return returnsPageSchema.parse(await api.get('/api/seller/returns', { status, page, limit }, signal));
}

export const sellerReturnsQueryOptions = (status: ReturnStatus | undefined, page: number) =>
  queryOptions({
    queryKey: returnsKeys.seller(status, page),
    queryFn: ({ signal }) => getSellerReturns(status, page, undefined, signal),
    placeholderData: keepPreviousData,
  });

/** The shop's returns, newest first, optionally of one status. */
export const useSellerReturns = (status: ReturnStatus | undefined, page: number) => useQuery(sellerReturnsQueryOptions(status, page));

/** How many return requests wait for the shop's answer: the total of a one-row page of `requested`. */
export const sellerWaitingReturnsQueryOptions = () =>
  queryOptions({
    queryKey: returnsKeys.sellerWaiting,
    queryFn: async ({ signal }) => (await getSellerReturns('requested', 1, 1, signal)).total,
  });

export const useSellerWaitingReturns = () => useQuery(sellerWaitingReturnsQueryOptions());
