import type { ProductListQuery } from '../../../../shared/catalog-schemas.js';
import { PRODUCT_SIZES } from '../../../../shared/catalog-constants.js';
import { toCents } from '../../../../shared/money.js';
import { notFound } from '../../../errors.js';
import type { CachedReply } from '../../../kernel/reply-cache.js';
import type { SearchTerm } from '../search-query.js';
import type { CatalogIndex } from './catalog-index.js';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };
const EMPTY_LIST = Buffer.from('[]');

function sizeMaskOf(sizes: readonly string[] | undefined): number | undefined {
  if (!sizes?.length) return undefined;
  return PRODUCT_SIZES.reduce((mask, size, bit) => (sizes.includes(size) ? mask | (1 << bit) : mask), 0);
}

/**
 * A page of GET /api/products for a shopper, as the SQL path would answer it (the equivalence test
 * proves it); kept current, since the read model clears the cache whenever it takes in a change.
 */
export function listFromIndex(index: CatalogIndex, query: ProductListQuery, terms: SearchTerm[] | null): CachedReply {
  const categoryId = query.category === undefined ? undefined : index.categoryIdOf(query.category);
  if (query.category !== undefined && categoryId === undefined) return { body: EMPTY_LIST, headers: { ...JSON_HEADERS, 'x-total-count': '0' }, keptCurrent: true };
  const { total, json } = index.query({
    terms,
    categoryId,
    sellerId: query.seller,
    sizeMask: sizeMaskOf(query.sizes),
    minCents: query.minPrice === undefined ? undefined : toCents(query.minPrice),
    maxCents: query.maxPrice === undefined ? undefined : toCents(query.maxPrice),
    featured: query.featured,
    sale: query.sale,
    sort: query.sort,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { body: json, headers: { ...JSON_HEADERS, 'x-total-count': String(total) }, keptCurrent: true };
}

/** GET /api/products/{id} for a shopper: a product they may see, or 404. */
export function productFromIndex(index: CatalogIndex, id: number): CachedReply {
  const json = index.product(id);
  if (json === undefined) throw notFound('Product');
  return { body: json, headers: { ...JSON_HEADERS } };
}
