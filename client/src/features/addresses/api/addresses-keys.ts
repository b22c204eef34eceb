/** Query keys of the address book: one per signed-in account. */
export const addressesKeys = {
  all: ['addresses'] as const,
};
