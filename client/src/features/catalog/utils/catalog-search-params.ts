import {
  DEFAULT_PAGE_SIZE, MAX_SEARCH_LENGTH, PRODUCT_SORTS, readSize, type ProductSize, type ProductSort,
} from '@shared/catalog-constants';
import { fromCents, parseMoneyInput, toCents } from '@shared/money';
import { readPage } from '../../../lib/address-state';
import type { ProductListParams } from '../api/get-products';

export type CatalogView = 'grid' | 'list';

/** Everything the catalogue shows is decided by the address; this is its parsed form. */
export interface CatalogFilters {
  category: string | null;
  search: string;
  sizes: ProductSize[];
  minPrice: string | null;
  maxPrice: string | null;
  featured: boolean;
  sale: boolean;
  sort: ProductSort | null;
  page: number;
  view: CatalogView;
}

const SLUG = /^[a-z0-9-]{1,60}$/;

function readSizes(raw: string | null): ProductSize[] {
  if (!raw) return [];
  const sizes: ProductSize[] = [];
  for (const part of raw.split(',')) {
    const size = readSize(part);
    if (size && !sizes.includes(size)) sizes.push(size);
  }
  return sizes;
}

/**
 * A price bound, typed into the filter or read from the address, by the money module's spelling
 * policy ("$24.99", "25"); null when it is not an amount. The address spells it shortest: whole
 * dollars bare ("20"), else with both decimals ("24.90").
 */
export function priceBound(text: string): string | null {
  const cents = parseMoneyInput(text);
  if (cents === null) return null;
  return cents % 100 === 0 ? String(cents / 100) : fromCents(cents);
}

function readMoney(raw: string | null): string | null {
  return raw ? priceBound(raw) : null;
}

/** Unknown or malformed values are dropped rather than sent, so a hand-edited address never breaks the page. */
export function readCatalogFilters(params: URLSearchParams): CatalogFilters {
  const category = params.get('category')?.trim().toLowerCase() ?? '';
  const sort = params.get('sort');
  return {
    category: SLUG.test(category) ? category : null,
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    sizes: readSizes(params.get('sizes')),
    minPrice: readMoney(params.get('minPrice')),
    maxPrice: readMoney(params.get('maxPrice')),
    featured: params.get('featured') === 'true',
    sale: params.get('sale') === 'true',
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : null,
    page: readPage(params),
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The canonical address for a filter state, in a stable order, without defaults. */
export function writeCatalogFilters(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.search) params.set('search', filters.search);
  if (filters.sizes.length > 0) params.set('sizes', filters.sizes.join(','));
  if (filters.minPrice) params.set('minPrice', filters.minPrice);
  if (filters.maxPrice) params.set('maxPrice', filters.maxPrice);
  if (filters.featured) params.set('featured', 'true');
  if (filters.sale) params.set('sale', 'true');
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.view === 'list') params.set('view', 'list');
  return params;
}

export function toProductListParams(filters: CatalogFilters): ProductListParams {
  let { minPrice, maxPrice } = filters;
  // The API refuses min > max; a shopper who typed them the wrong way round means the range between them.
  if (minPrice && maxPrice && toCents(minPrice) > toCents(maxPrice)) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    category: filters.category ?? undefined,
    search: filters.search || undefined,
    sizes: filters.sizes.length > 0 ? filters.sizes.join(',') : undefined,
    minPrice: minPrice ?? undefined,
    maxPrice: maxPrice ?? undefined,
    featured: filters.featured || undefined,
    sale: filters.sale || undefined,
    sort: filters.sort ?? undefined,
    page: filters.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

export function hasActiveFilters(filters: CatalogFilters): boolean {
  return Boolean(
    filters.category || filters.sizes.length || filters.minPrice || filters.maxPrice || filters.featured || filters.sale,
  );
}

/** Clear Filters empties categories, price range and sizes (and the featured/sale flags) but keeps search and sort. */
export function clearedFilters(filters: CatalogFilters): CatalogFilters {
  return {
    ...filters,
    category: null,
    sizes: [],
    minPrice: null,
    maxPrice: null,
    featured: false,
    sale: false,
    page: 1,
  };
}
