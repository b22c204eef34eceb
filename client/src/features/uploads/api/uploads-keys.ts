/** Query keys of a seller's uploads, under the signed-in seller's own `seller` prefix. */
export const uploadsKeys = {
  sellerMedia: ['seller', 'media'] as const,
};
