/**
 * Query keys of a seller's sales figures. They sit under the signed-in seller's own `seller`
 * prefix, so a seller's edits refresh them with the rest; an order that moves refreshes `all`.
 */
export const salesKeys = {
  all: ['seller', 'stats'] as const,
  figures: ['seller', 'stats'] as const,
  daily: ['seller', 'stats', 'daily'] as const,
};
