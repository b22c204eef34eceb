import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import {
  categoryListSchema, catalogStatsSchema, type ProductListQuery,
} from '../../../shared/catalog-schemas.js';
import { PRODUCT_SIZES } from '../../../shared/catalog-constants.js';
import { fromCents, toCents } from '../../../shared/money.js';
import { jsonReply as json, type CachedReply, type CatalogCache } from '../../kernel/reply-cache.js';
import { countVisibleCatalog, listCategoriesWithCounts } from './categories.repo.js';
import { favouritesCountsOf } from './favourite-counts.repo.js';
import { findProductById, listProducts, withVariants } from './products.repo.js';
import { productReplyFor, productSummaryFor, type CatalogViewer } from './product-visibility.js';
import type { CatalogReadModel } from './read-model/catalog-read-model.js';
import { listFromIndex, productFromIndex } from './read-model/shopper-answers.js';
import { searchWords, type SearchTerms } from './search-query.js';

/** Pages past this are seldom shared between visitors: served, not stored (docs/decisions/002). */
export const MAX_CACHED_PAGE = 5;

/**
 * One form for queries that get the same answer, so they share one cache entry: search as
 * the words the search uses (" " and "" are no search; "!!" stays a search that finds
 * nothing), amounts in canonical form ("00" is "0.00"), sizes in one order, fields in one
 * order.
 */
export function normaliseProductQuery(query: ProductListQuery): ProductListQuery {
  const trimmed = query.search?.trim();
  const words = trimmed ? searchWords(trimmed) : [];
  const search = trimmed ? (words.length > 0 ? words.join(' ') : '-') : undefined;
  const money = (value: string | undefined) => (value === undefined ? undefined : fromCents(toCents(value)));
  const sizes = query.sizes?.length ? PRODUCT_SIZES.filter((size) => query.sizes!.includes(size)) : undefined;
  return {
    search,
    category: query.category,
    seller: query.seller,
    sizes,
    minPrice: money(query.minPrice),
    maxPrice: money(query.maxPrice),
    featured: query.featured,
    sale: query.sale,
    // Without a search, no sort and 'popular' are the same order (products.repo.ts, productOrder).
    sort: query.sort ?? (search ? undefined : 'popular'),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Admins see every product; a seller asking for their own shop sees all of it (DECISIONS.md). */
export async function catalogViewer(request: FastifyRequest, ownSellerId?: number): Promise<CatalogViewer> {
  const user = await request.currentUser();
  if (user?.role === 'admin') return { kind: 'admin' };
  if (user?.sellerId != null && (ownSellerId === undefined || ownSellerId === user.sellerId)) {
    return { kind: 'seller', sellerId: user.sellerId };
  }
  return { kind: 'shopper' };
}

interface CatalogServiceDeps {
  db: Db;
  cache: CatalogCache;
  searchTerms: SearchTerms;
  /** Shoppers are answered from it once it is built (docs/decisions/010); everyone else by SQL. */
  readModel?: CatalogReadModel;
}

export function createCatalogService({ db, cache, searchTerms, readModel }: CatalogServiceDeps) {
  // Shoppers' replies are shared by everyone and cached; owners' and admins' never are.
  // A visitor's reply is also known by the exact URL asked for (`alias`), see replyForUrl.
  const cachedFor = (viewer: CatalogViewer, key: string, load: () => Promise<CachedReply>, store = true, alias?: string) =>
    viewer.kind === 'shopper' ? cache.get(key, load, { store, alias }) : load();
  const shopperModel = async (viewer: CatalogViewer) => (viewer.kind === 'shopper' && readModel ? readModel.current() : null);

  return {
    /**
     * A visitor's reply stored under the exact URL asked for, so asking again skips even the
     * query's validation (catalog.routes.ts); undefined when there is none.
     */
    replyForUrl(url: string): CachedReply | undefined {
      return cache.peekAlias(url);
    },

    listProducts(rawQuery: ProductListQuery, viewer: CatalogViewer, url?: string): Promise<CachedReply> {
      const query = normaliseProductQuery(rawQuery);
      return cachedFor(viewer, `products:${JSON.stringify(query)}`, async () => {
        const terms = query.search ? await searchTerms.analyse(query.search) : null;
        if (query.search && !terms) return json([], { 'x-total-count': '0' });
        const model = await shopperModel(viewer);
        if (model) return listFromIndex(model, query, terms);
        const { rows, total } = await listProducts(db, query, viewer, terms);
        // Saves are shown to the product's own shop and admins only: counted for those rows alone.
        const saves = await favouritesCountsOf(db, rows.filter((row) => viewer.kind === 'admin' || (viewer.kind === 'seller' && row.sellerId === viewer.sellerId)).map((row) => row.id));
        // A card's summary: the variants come with the product's own reply only.
        const counted = rows.map((row) => ({ ...row, favouritesCount: saves.get(row.id) ?? 0 }));
        return json(counted.map((row) => productSummaryFor(viewer, row)), { 'x-total-count': String(total) });
      }, query.page <= MAX_CACHED_PAGE, url);
    },

    async getProduct(id: number, viewer: CatalogViewer, url?: string): Promise<CachedReply> {
      // From memory a product's reply is a few copied bytes: cheaper than the cache's bookkeeping,
      // which cost random product ids 40 % of their rate (issue 28, docs/decisions/010).
      const model = await shopperModel(viewer);
      if (model) return productFromIndex(model, id);
      return cachedFor(viewer, `product:${id}`, async () => {
        const row = await findProductById(db, id, viewer);
        if (!row) throw notFound('Product');
        const [withStock] = await withVariants(db, [row]);
        return json(productReplyFor(viewer, withStock!));
      }, true, url);
    },

    listCategories(): Promise<CachedReply> {
      return cache.get('categories', async () => json(categoryListSchema.parse(await listCategoriesWithCounts(db))));
    },

    stats(): Promise<CachedReply> {
      return cache.get('stats', async () => json(catalogStatsSchema.parse(await countVisibleCatalog(db))));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
