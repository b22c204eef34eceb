import { useMutation, useQueryClient } from '@tanstack/react-query';
import { returnSchema, type RequestReturnInput, type ReturnReply } from '@shared/return-schemas';
import { api } from '../../../lib/api-client';
import { ordersKeys } from '../../orders/api/orders-keys';
import { returnsKeys } from './returns-keys';

export async function requestReturn(orderId: number, input: RequestReturnInput): Promise<ReturnReply> {
  return returnSchema.parse(await api.post(`/api/orders/${orderId}/returns`, input));
}

/** The buyer asks for a return; the order's returns, the lists and the order (its earning is held) are read again. */
export function useRequestReturn(orderId: number, options: { onSuccess?: (reply: ReturnReply) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestReturnInput) => requestReturn(orderId, input),
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: () => Promise.all([returnsKeys.all, ordersKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
