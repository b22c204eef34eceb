import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@shared/catalog-constants';
import type { OwnedProductSummary } from '@shared/catalog-schemas';
import { productsQueryOptions, type ProductPage } from '../../catalog/api/get-products';

/** The seller's own products as the server sends them to their owner: with an admin's take-down, when and why. */
export interface OwnProductPage extends ProductPage {
  products: OwnedProductSummary[];
}

/** A seller asking for their own shop gets every product, inactive ones too (DECISIONS.md "Catalogue"). */
export function useOwnProducts(sellerId: number) {
  return useQuery({
    ...productsQueryOptions({ seller: sellerId, sort: 'newest', pageSize: MAX_PAGE_SIZE }),
    // The same call as the storefront's, answered with the owner's fields (ownedProductSchema).
    select: (page) => page as OwnProductPage,
  });
}
