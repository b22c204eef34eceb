import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { favouriteStateSchema } from '@shared/notification-schemas';
import { api } from '../../../lib/api-client';
import type { FavouriteIds } from './get-favourite-ids';
import { followsKeys } from './follows-keys';

export type FavouriteState = z.infer<typeof favouriteStateSchema>;

/** PUT saves (twice is once); DELETE forgets (also when it was not saved). */
export function saveFavourite(productId: number, priceAlerts?: boolean): Promise<FavouriteState> {
  return api.put<FavouriteState>(`/api/account/favourites/${productId}`, priceAlerts === undefined ? undefined : { priceAlerts });
}

export function removeFavourite(productId: number): Promise<FavouriteState> {
  return api.delete<FavouriteState>(`/api/account/favourites/${productId}`);
}

const TOGGLE_KEY = ['follows', 'toggle-favourite'] as const;

function setSaved(queryClient: QueryClient, productId: number, saved: boolean) {
  queryClient.setQueryData<FavouriteIds>(followsKeys.favouriteIds, (ids) => {
    if (!ids) return ids;
    const others = ids.productIds.filter((id) => id !== productId);
    return { productIds: saved ? [productId, ...others] : others };
  });
}

/**
 * The heart: the ids change at once (a tap feels instant), go back if the server refuses, and the
 * favourites list is refetched once the server has answered.
 */
export function useToggleFavourite(options: { onError?: (error: Error, saved: boolean) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: ({ productId, save }: { productId: number; save: boolean }) => (save ? saveFavourite(productId) : removeFavourite(productId)),
    onMutate: async ({ productId, save }) => {
      await queryClient.cancelQueries({ queryKey: followsKeys.favouriteIds });
      setSaved(queryClient, productId, save);
    },
    onError: (error, { productId, save }) => {
      setSaved(queryClient, productId, !save);
      options.onError?.(error, save);
    },
    // The last of quick taps refetches: an earlier answer must not undo a later tap on screen.
    onSettled: () => (queryClient.isMutating({ mutationKey: TOGGLE_KEY }) <= 1 ? queryClient.invalidateQueries({ queryKey: followsKeys.favourites }) : undefined),
  });
}

/** The per-favourite "Price alerts" switch. */
export function useSetPriceAlerts(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, priceAlerts }: { productId: number; priceAlerts: boolean }) => saveFavourite(productId, priceAlerts),
    onError: options.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: followsKeys.favourites }),
  });
}
