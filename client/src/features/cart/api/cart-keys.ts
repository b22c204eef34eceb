/** Query keys of the cart: one per signed-in account, all under `cart` so a sign-in can drop them together. */
export const cartKeys = {
  all: ['cart'] as const,
  ofUser: (userId: number) => ['cart', userId] as const,
};
