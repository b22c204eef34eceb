import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutReply } from '@shared/orders-schemas';
import { api } from '../../../lib/api-client';
import { ordersKeys } from '../../orders/api/orders-keys';
import { checkoutKeys } from './checkout-keys';

export type DemoOutcome = 'pay' | 'decline';

/** The demo provider's Pay or Decline: the server turns it into a signed payment event. */
export function sendDemoPayment(number: string, outcome: DemoOutcome): Promise<CheckoutReply> {
  return api.post<CheckoutReply>(`/api/payments/demo/${encodeURIComponent(number)}/${outcome}`);
}

export function useDemoPayment(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, outcome }: { number: string; outcome: DemoOutcome }) => sendDemoPayment(number, outcome),
    onSuccess: (reply) => queryClient.setQueryData(checkoutKeys.one(reply.checkout.number), reply),
    onError: options.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
