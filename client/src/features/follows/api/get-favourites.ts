import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { favouritesPageSchema } from '@shared/notification-schemas';
import { api } from '../../../lib/api-client';
import { followsKeys } from './follows-keys';

export type FavouritesPage = z.infer<typeof favouritesPageSchema>;

/** One page of the shopper's favourites, newest first, each with what changed since it was saved. */
export function getFavourites(page: number, signal?: AbortSignal): Promise<FavouritesPage> {
  return api.get<FavouritesPage>('/api/account/favourites', { page }, signal);
}

export const favouritesQueryOptions = (page: number) =>
  queryOptions({ queryKey: followsKeys.favouritesPage(page), queryFn: ({ signal }) => getFavourites(page, signal), placeholderData: keepPreviousData });

export const useFavourites = (page: number) => useQuery(favouritesQueryOptions(page));
