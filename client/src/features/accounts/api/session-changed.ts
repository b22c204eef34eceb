import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';

/**
 * A sign-in (as a shopper, a new account or an admin) changes whose session every cached reply
 * was read under. What no screen shows (the visitor's cart, another account's seller data or
 * admin lists) is dropped so it never flashes under the new account; what is on screen, the
 * current user first among it, is fetched again as the new session before the caller moves on.
 */
export async function refreshAfterSessionChange(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.invalidateQueries();
}

export type SignInCallbacks<Reply, Input> = Pick<UseMutationOptions<Reply, Error, Input>, 'onSuccess' | 'onError'>;

/** A mutation that signs someone in: the caches follow the new session before the caller's onSuccess runs. */
export function useSignIn<Reply, Input>(signIn: (input: Input) => Promise<Reply>, { onSuccess, onError }: SignInCallbacks<Reply, Input> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (...args) => {
      await refreshAfterSessionChange(queryClient);
      await onSuccess?.(...args);
    },
    onError,
  });
}
