import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { followingPageSchema } from '@shared/notification-schemas';
import { api } from '../../../lib/api-client';
import { followsKeys } from './follows-keys';

export type FollowingPage = z.infer<typeof followingPageSchema>;

/** One page of the shops the shopper follows, newest follow first. */
export function getFollowing(page: number, signal?: AbortSignal): Promise<FollowingPage> {
  return api.get<FollowingPage>('/api/account/following', { page }, signal);
}

export const followingQueryOptions = (page: number) =>
  queryOptions({ queryKey: followsKeys.followingPage(page), queryFn: ({ signal }) => getFollowing(page, signal), placeholderData: keepPreviousData });

export const useFollowing = (page: number) => useQuery(followingQueryOptions(page));
