import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { feedPageSchema } from '@shared/notification-schemas';
import { api } from '../../../lib/api-client';
import { followsKeys } from './follows-keys';

export type FeedPage = z.infer<typeof feedPageSchema>;

/** One page of the newest listed products of the shops the shopper follows. */
export function getFeed(page: number, signal?: AbortSignal): Promise<FeedPage> {
  return api.get<FeedPage>('/api/account/feed', { page }, signal);
}

export const feedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: followsKeys.feed,
    queryFn: ({ pageParam, signal }) => getFeed(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: FeedPage) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

export const useFeed = (enabled: boolean) => useInfiniteQuery({ ...feedQueryOptions(), enabled });
