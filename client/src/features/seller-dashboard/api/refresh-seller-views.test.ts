import { QueryClient } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { accountsKeys } from '../../accounts/api/accounts-keys';
import { cartKeys } from '../../cart/api/cart-keys';
import { catalogKeys } from '../../catalog/api/catalog-keys';
import { salesKeys } from '../../sales/api/sales-keys';
import { sellersKeys } from '../../sellers/api/sellers-keys';
import { uploadsKeys } from '../../uploads/api/uploads-keys';
import { refreshSellerViews } from './refresh-seller-views';
import { sellerDashboardKeys } from './seller-dashboard-keys';

test("a seller's edit marks every view of their shop stale, in whichever feature it is kept, and nothing else", async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const refreshed = [
    accountsKeys.currentUser, sellersKeys.ownApplication, uploadsKeys.sellerMedia, salesKeys.all, salesKeys.daily,
    sellerDashboardKeys.payouts, sellersKeys.detail(3), sellersKeys.list({ page: 1 }), catalogKeys.productList({ seller: 3 }), catalogKeys.product(12),
  ];
  const untouched = [cartKeys.ofUser(9), catalogKeys.categories];
  for (const key of [...refreshed, ...untouched]) queryClient.setQueryData(key, { cached: true });

  await refreshSellerViews(queryClient);

  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  expect(refreshed.filter((key) => !stale(key))).toEqual([]);
  expect(untouched.filter(stale)).toEqual([]);
  queryClient.clear();
});
