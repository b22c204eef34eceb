import { QueryClient } from '@tanstack/react-query';

// Spec section 9: no retries, results never go stale on their own, no refetch on focus, no polling.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
