import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@shared/catalog-constants';
import { productsQueryOptions } from '../../catalog/api/get-products';

/** A seller asking for their own shop gets every product, inactive ones too (DECISIONS.md "Catalogue"). */
export function useOwnProducts(sellerId: number) {
  return useQuery(productsQueryOptions({ seller: sellerId, sort: 'newest', pageSize: MAX_PAGE_SIZE }));
}
