import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CheckoutInput, CheckoutReply, checkoutBodySchema } from '@shared/orders-schemas';
import { api } from '../../../lib/api-client';
import { addressesKeys } from '../../addresses/api/addresses-keys';
import { cartKeys } from '../../cart/api/cart-keys';
import { checkoutKeys } from './checkout-keys';

export interface PlaceCheckoutInput {
  body: z.input<typeof checkoutBodySchema>;
  /** The same key for retries of one attempt: the server then answers the first reply again. */
  idempotencyKey: string;
}

export function placeCheckout({ body, idempotencyKey }: PlaceCheckoutInput): Promise<CheckoutReply> {
  return api.post<CheckoutReply>('/api/checkout', body, { 'Idempotency-Key': idempotencyKey });
}

export function usePlaceCheckout(options: { onSuccess?: (reply: CheckoutReply) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeCheckout,
    onSuccess: (reply, input) => {
      queryClient.setQueryData(checkoutKeys.one(reply.checkout.number), reply);
      // A ticked "Save this address" was kept with the order.
      if (input.body.saveAddress) void queryClient.invalidateQueries({ queryKey: addressesKeys.all });
      options.onSuccess?.(reply);
    },
    onError: options.onError,
    // Placed or refused, the cart and its prices may have changed.
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: cartKeys.all }),
      queryClient.invalidateQueries({ queryKey: checkoutKeys.quote }),
    ]),
  });
}

export type { CheckoutInput };
