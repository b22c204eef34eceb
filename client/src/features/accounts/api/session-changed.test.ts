import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, test } from 'vitest';
import { cartKeys } from '../../cart/api/cart-keys';
import { catalogKeys } from '../../catalog/api/catalog-keys';
import { accountsKeys } from './accounts-keys';
import { refreshAfterSessionChange } from './session-changed';

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

function cacheWithPreviousSession() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  clients.push(queryClient);
  const reads: string[] = [];
  // What the screen shows while someone signs in: the header's current user and the shop behind the form.
  const onScreen = (queryKey: readonly unknown[], answer: unknown) => {
    const observer = new QueryObserver(queryClient, {
      queryKey,
      queryFn: () => {
        reads.push(JSON.stringify(queryKey));
        return answer;
      },
    });
    return observer.subscribe(() => undefined);
  };
  return { queryClient, reads, onScreen };
}

test('a sign-in drops what no screen shows and fetches again, as the new session, what is on screen', async () => {
  const { queryClient, reads, onScreen } = cacheWithPreviousSession();
  queryClient.setQueryData(accountsKeys.currentUser, null);
  queryClient.setQueryData(catalogKeys.productList({ page: 1 }), { products: [], total: 0 });
  queryClient.setQueryData(cartKeys.ofUser(5), [{ id: 1 }]);
  queryClient.setQueryData(['seller', 'stats'], { revenue: '10.00' });
  queryClient.setQueryData(['admin', 'users', {}], { rows: [], total: 0 });
  const stopUser = onScreen(accountsKeys.currentUser, { user: { id: 7 } });
  const stopShop = onScreen(catalogKeys.productList({ page: 1 }), { products: [], total: 3 });
  reads.length = 0;
  expect(queryClient.getQueryCache().findAll({ queryKey: ['seller'] })).toHaveLength(1);

  await refreshAfterSessionChange(queryClient);

  // The previous session's cart, seller figures and admin lists are gone, not merely stale.
  expect(queryClient.getQueryCache().findAll({ queryKey: cartKeys.all })).toEqual([]);
  expect(queryClient.getQueryCache().findAll({ queryKey: ['seller'] })).toEqual([]);
  expect(queryClient.getQueryCache().findAll({ queryKey: ['admin'] })).toEqual([]);
  // The current user and the shop on screen were read again before the promise settled.
  expect(reads.sort()).toEqual([JSON.stringify(accountsKeys.currentUser), JSON.stringify(catalogKeys.productList({ page: 1 }))].sort());
  expect(queryClient.getQueryData(accountsKeys.currentUser)).toEqual({ user: { id: 7 } });
  stopUser();
  stopShop();
});

test('a refetch that fails does not fail the sign-in', async () => {
  const { queryClient } = cacheWithPreviousSession();
  const observer = new QueryObserver(queryClient, { queryKey: ['admin', 'me'], queryFn: () => Promise.reject(new Error('401: signed out')) });
  const stop = observer.subscribe(() => undefined);
  await expect(refreshAfterSessionChange(queryClient)).resolves.toBeUndefined();
  stop();
});
