// Bounds both sides check ids and addresses against, kept apart from the schemas so a page that
// reads an address does not load zod for them.

/** The largest PostgreSQL serial: an id above it cannot name a record. */
export const MAX_SERIAL = 2_147_483_647;

/** The deepest page of a list an address or a request may ask for. */
export const MAX_PAGE = 100_000;
