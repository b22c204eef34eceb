import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../accounts/api/get-current-user';

export const sellerDashboardKeys = {
  application: ['seller', 'application'] as const,
  stats: ['seller', 'stats'] as const,
  payouts: ['seller', 'payouts'] as const,
};

/**
 * After a seller changes their shop or a product: their own views, the current user (header,
 * settings) and every storefront list and detail that may show it (query-key prefixes).
 */
export async function refreshSellerViews(queryClient: QueryClient, sellerId?: number): Promise<void> {
  if (sellerId !== undefined) await reloadPublicSeller(sellerId);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['seller'] }),
    queryClient.invalidateQueries({ queryKey: ['sellers'] }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
  ]);
}

/**
 * The public seller reply may be kept by the browser for 30 s (`public, max-age=30`), so after
 * the owner changes their shop their own next visit to /seller/{id} would show the old logo.
 * A `cache: 'reload'` fetch replaces the browser's stored copy with the new one.
 */
async function reloadPublicSeller(sellerId: number): Promise<void> {
  try {
    await fetch(`/api/sellers/${sellerId}`, { cache: 'reload', credentials: 'include', headers: { Accept: 'application/json' } });
  } catch {
    // Only a fresher copy was at stake; the shop itself is saved.
  }
}
