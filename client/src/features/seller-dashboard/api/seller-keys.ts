import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../accounts/api/get-current-user';

export const sellerDashboardKeys = {
  application: ['seller', 'application'] as const,
  stats: ['seller', 'stats'] as const,
};

/**
 * After a seller changes their shop or a product: their own views, the current user (header,
 * settings) and every storefront list and detail that may show it (query-key prefixes).
 */
export async function refreshSellerViews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['seller'] }),
    queryClient.invalidateQueries({ queryKey: ['sellers'] }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
  ]);
}
