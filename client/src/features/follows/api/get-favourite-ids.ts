import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { favouriteIdsSchema } from '@shared/notification-schemas';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../accounts/api/get-current-user';
import { followsKeys } from './follows-keys';

export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

/** Every product the shopper saved (at most 1,000 ids): one request fills every heart on a page. */
export function getFavouriteIds(signal?: AbortSignal): Promise<FavouriteIds> {
  return api.get<FavouriteIds>('/api/account/favourites/ids', undefined, signal);
}

export const favouriteIdsQueryOptions = () =>
  queryOptions({ queryKey: followsKeys.favouriteIds, queryFn: ({ signal }) => getFavouriteIds(signal), staleTime: 60_000 });

/** The saved ids as a set; empty for a visitor, who is never asked for them. */
export function useFavouriteIds(): Set<number> | undefined {
  const signedIn = Boolean(useCurrentUser().data);
  const { data } = useQuery({ ...favouriteIdsQueryOptions(), enabled: signedIn, select: toSet });
  return signedIn ? data : EMPTY;
}

const EMPTY = new Set<number>();
const toSet = (ids: FavouriteIds) => new Set(ids.productIds);
