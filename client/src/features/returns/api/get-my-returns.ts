import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { returnsPageSchema, type ReturnsPage } from '@shared/return-schemas';
import { api } from '../../../lib/api-client';
import { returnsKeys } from './returns-keys';

export async function getMyReturns(page: number, signal?: AbortSignal): Promise<ReturnsPage> {
  return returnsPageSchema.parse(await api.get('/api/account/returns', { page }, signal));
}

export const myReturnsQueryOptions = (page: number) =>
  queryOptions({ queryKey: returnsKeys.mine(page), queryFn: ({ signal }) => getMyReturns(page, signal), placeholderData: keepPreviousData });

/** The signed-in buyer's returns, newest first. */
export const useMyReturns = (page: number) => useQuery(myReturnsQueryOptions(page));
