import { ordersKeys } from '../../orders/api/orders-keys';

/**
 * Query keys of the checkout feature. A checkout shows its orders, so its key stands under the
 * orders' prefix: whoever moves an order, from any screen, refreshes the checkout too.
 */
export const checkoutKeys = {
  all: [...ordersKeys.all, 'checkout'] as const,
  one: (number: string) => [...ordersKeys.all, 'checkout', number] as const,
  quote: ['checkout-quote'] as const,
  quoteFor: (shippingMethod: string) => ['checkout-quote', shippingMethod] as const,
  paymentMethods: ['payment-methods'] as const,
};
