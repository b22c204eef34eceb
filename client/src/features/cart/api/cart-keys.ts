/** Query keys of the cart: one per signed-in account, all under `cart`, which a placed checkout invalidates. */
export const cartKeys = {
  all: ['cart'] as const,
  ofUser: (userId: number) => ['cart', userId] as const,
};
