import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutDetails } from '@shared/payout-schemas';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** POST, not GET: each reveal writes an audit row, and the details are never kept in the query cache. */
export function revealPayoutDetails(payoutId: number): Promise<PayoutDetails> {
  return api.post<PayoutDetails>(`/api/admin/payouts/${payoutId}/details`);
}

export function useRevealPayoutDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealPayoutDetails,
    // The activity log gained a row.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
  });
}
