import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-client';

/** The element carrying the server's query cache into the page (JSON, never executed: the CSP forbids inline scripts). */
export const STATE_ELEMENT_ID = 'threadline-state';

interface SerializedError {
  apiError: { status: number; message: string };
}

/**
 * The cache as JSON, failed reads included: a product that answered 404 must render "not found"
 * in the browser's first render too, and `isNotFound` needs an ApiRequestError back, not `{}`.
 */
export function dehydrateQueries(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  for (const query of state.queries) {
    const { error } = query.state;
    if (error instanceof ApiRequestError) {
      (query.state as { error: unknown }).error = { apiError: { status: error.status, message: error.message } } satisfies SerializedError;
    } else if (error) {
      (query.state as { error: unknown }).error = { apiError: { status: 500, message: String(error) } } satisfies SerializedError;
    }
  }
  // `<` escaped: a product named "</script>" cannot close the element early.
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

export function hydrateQueries(queryClient: QueryClient, json: string): void {
  const state = JSON.parse(json) as DehydratedState;
  for (const query of state.queries) {
    const error = query.state.error as SerializedError | null | undefined;
    if (error?.apiError) {
      (query.state as { error: unknown }).error = new ApiRequestError(error.apiError.status, error.apiError.message);
      // The server has just asked: asking again on mount would show a skeleton where its HTML said
      // "not found", a hydration mismatch. The pages' own retry buttons still refetch.
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
  hydrate(queryClient, state);
}
