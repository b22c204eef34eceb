import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { followingIdsSchema } from '@shared/notification-schemas';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../accounts/api/get-current-user';
import { followsKeys } from './follows-keys';

export type FollowingIds = z.infer<typeof followingIdsSchema>;

/** Every shop the shopper follows (at most 500 ids), for the Follow buttons and the home page's feed. */
export function getFollowingIds(signal?: AbortSignal): Promise<FollowingIds> {
  return api.get<FollowingIds>('/api/account/following/ids', undefined, signal);
}

export const followingIdsQueryOptions = () =>
  queryOptions({ queryKey: followsKeys.followingIds, queryFn: ({ signal }) => getFollowingIds(signal), staleTime: 60_000 });

/** The followed shops' ids; empty for a visitor. */
export function useFollowingIds(): Set<number> | undefined {
  const signedIn = Boolean(useCurrentUser().data);
  const { data } = useQuery({ ...followingIdsQueryOptions(), enabled: signedIn, select: toSet });
  return signedIn ? data : EMPTY;
}

const EMPTY = new Set<number>();
const toSet = (ids: FollowingIds) => new Set(ids.sellerIds);
