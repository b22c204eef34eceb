/**
 * Query keys of the catalogue. Every list and detail of products starts with `products`, so a
 * write anywhere (a seller's edit, an admin's take-down or import, an order's stock) refreshes
 * the storefront through `catalogKeys.products`.
 */
export const catalogKeys = {
  products: ['products'] as const,
  productList: <Params extends object>(params: Params) => ['products', 'list', params] as const,
  product: (productId: number) => ['products', 'detail', productId] as const,
  categories: ['categories'] as const,
  /** The shop window's figures (designs, artists), which change with the products. */
  stats: ['stats'] as const,
};
