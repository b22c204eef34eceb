import { ordersKeys } from '../../orders/api/orders-keys';
import { quoteKeys } from '../../promotions/api/cart-quote';

/**
 * Query keys of the checkout feature. A checkout shows its orders, so its key stands under the
 * orders' prefix: whoever moves an order, from any screen, refreshes the checkout too.
 */
export const checkoutKeys = {
  all: [...ordersKeys.all, 'checkout'] as const,
  one: (number: string) => [...ordersKeys.all, 'checkout', number] as const,
  /** The quote's keys are the promotions feature's (the drawer asks for the quote too). */
  quote: quoteKeys.all,
  quoteFor: quoteKeys.of,
  paymentMethods: ['payment-methods'] as const,
};
