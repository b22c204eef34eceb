import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disputeSchema, type Dispute, type OpenDisputeInput } from '@shared/dispute-schemas';
import { api } from '../../../lib/api-client';
import { ordersKeys } from '../../orders/api/orders-keys';
import { returnsKeys } from './returns-keys';

export async function openDispute(orderId: number, input: OpenDisputeInput): Promise<Dispute> {
  return disputeSchema.parse(await api.post(`/api/orders/${orderId}/disputes`, input));
}

/** The buyer asks Threadline to step in on one seller order. */
export function useOpenDispute(orderId: number, options: { onSuccess?: (dispute: Dispute) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenDisputeInput) => openDispute(orderId, input),
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: () => Promise.all([returnsKeys.all, ordersKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
