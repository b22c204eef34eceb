import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { followStateSchema } from '@shared/notification-schemas';
import { api } from '../../../lib/api-client';
import type { FollowingIds } from './get-following-ids';
import { followsKeys } from './follows-keys';

export type FollowState = z.infer<typeof followStateSchema>;

/** PUT follows (twice is once), DELETE unfollows; both answer the shop's real followers after the change. */
export function followShop(sellerId: number): Promise<FollowState> {
  return api.put<FollowState>(`/api/account/following/${sellerId}`);
}

export function unfollowShop(sellerId: number): Promise<FollowState> {
  return api.delete<FollowState>(`/api/account/following/${sellerId}`);
}

const TOGGLE_KEY = ['follows', 'toggle-follow'] as const;

function setFollowing(queryClient: QueryClient, sellerId: number, following: boolean) {
  queryClient.setQueryData<FollowingIds>(followsKeys.followingIds, (ids) => {
    if (!ids) return ids;
    const others = ids.sellerIds.filter((id) => id !== sellerId);
    return { sellerIds: following ? [sellerId, ...others] : others };
  });
}

/**
 * Follow / Following: the button turns at once and back if refused. The figure shown comes from
 * the server's answer, since the shop's own reply is cached for everyone and lags a follow.
 */
export function useToggleFollow(options: { onError?: (error: Error, follow: boolean) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: ({ sellerId, follow }: { sellerId: number; follow: boolean }) => (follow ? followShop(sellerId) : unfollowShop(sellerId)),
    onMutate: async ({ sellerId, follow }) => {
      await queryClient.cancelQueries({ queryKey: followsKeys.followingIds });
      setFollowing(queryClient, sellerId, follow);
    },
    onSuccess: (state) => queryClient.setQueryData(followsKeys.followers(state.sellerId), state.followersCount),
    onError: (error, { sellerId, follow }) => {
      setFollowing(queryClient, sellerId, !follow);
      options.onError?.(error, follow);
    },
    // The last of quick taps refetches: an earlier answer must not undo a later tap on screen.
    onSettled: () => (queryClient.isMutating({ mutationKey: TOGGLE_KEY }) <= 1
      ? Promise.all([
        queryClient.invalidateQueries({ queryKey: followsKeys.following }),
        queryClient.invalidateQueries({ queryKey: followsKeys.feed }),
      ])
      : undefined),
  });
}
