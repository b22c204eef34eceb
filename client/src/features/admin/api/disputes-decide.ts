import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { decideDisputeSchema, Dispute } from '@shared/dispute-schemas';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type DecideDisputeBody = z.input<typeof decideDisputeSchema>;

/** POST /api/admin/disputes/{id}/decide: refund (all or part) or close; the reply is the decided dispute. */
export const decideDispute = ({ id, body }: { id: number; body: DecideDisputeBody }) =>
  api.post<Dispute>(`/api/admin/disputes/${id}/decide`, body);

/** A decision changes the queue, the order's money, the ledger and the balances: all of the admin's views refresh. */
export function useDecideDispute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideDispute, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
