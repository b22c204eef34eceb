import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Payout, SellerBalance } from '@shared/payout-schemas';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { getAdminPage } from './get-admin-page';

export const balancesQueryOptions = () =>
  queryOptions({ queryKey: [...adminKeys.payouts, 'balances'], queryFn: ({ signal }) => api.get<SellerBalance[]>('/api/admin/payouts/balances', undefined, signal) });

export const payoutsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminKeys.payouts, 'list', page],
    queryFn: ({ signal }) => getAdminPage<Payout>('/api/admin/payouts', { page }, signal),
    placeholderData: keepPreviousData,
  });

/** Sellers the ledger owes money to, and the payouts made so far. */
export const useBalances = () => useQuery(balancesQueryOptions());
export const usePayouts = (page: number) => useQuery(payoutsQueryOptions(page));

function usePayoutMutation<Input, Reply>(mutationFn: (input: Input) => Promise<Reply>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useCreatePayouts = () => usePayoutMutation((_: void) => api.post<{ payouts: Payout[] }>('/api/admin/payouts'));
export const useMarkPayoutPaid = () =>
  usePayoutMutation(({ id, reference }: { id: number; reference?: string }) => api.post<Payout>(`/api/admin/payouts/${id}/mark-paid`, { reference }));
