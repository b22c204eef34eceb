/** Query keys of the checkout feature. A checkout shows its orders: whoever moves one invalidates `all`. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  one: (number: string) => ['checkout', number] as const,
  quote: ['checkout-quote'] as const,
  quoteFor: (shippingMethod: string) => ['checkout-quote', shippingMethod] as const,
  paymentMethods: ['payment-methods'] as const,
};
