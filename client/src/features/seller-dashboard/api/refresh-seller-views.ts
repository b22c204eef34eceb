import type { QueryClient } from '@tanstack/react-query';
import { accountsKeys } from '../../accounts/api/accounts-keys';
import { catalogKeys } from '../../catalog/api/catalog-keys';
import { sellersKeys } from '../../sellers/api/sellers-keys';
import { sellerDashboardKeys } from './seller-dashboard-keys';

/**
 * After a seller changes their shop or a product: their own views, the current user (header,
 * settings) and every storefront list and detail that may show it (query-key prefixes).
 */
export async function refreshSellerViews(queryClient: QueryClient, sellerId?: number): Promise<void> {
  if (sellerId !== undefined) await reloadPublicSeller(sellerId);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: accountsKeys.currentUser }),
    queryClient.invalidateQueries({ queryKey: sellerDashboardKeys.own }),
    queryClient.invalidateQueries({ queryKey: sellersKeys.all }),
    queryClient.invalidateQueries({ queryKey: catalogKeys.products }),
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
