import type { QueryClient } from '@tanstack/react-query';
import type { Category, Product, PublicSeller } from '@shared/catalog-schemas';
import type { Crumb, PageMeta } from '@shared/page-meta';
import { catalogKeys } from '../../features/catalog/api/catalog-keys';
import { sellersKeys } from '../../features/sellers/api/sellers-keys';
import { readCatalogFilters } from '../../features/catalog/utils/catalog-search-params';
import { readPage } from '../../lib/address-state';
import { parseId } from '../../lib/parse-id';
import { paths } from '../../lib/paths';
import type { PageReport } from './page-report';

const HOME: Crumb = { name: 'Home', path: paths.home };

/** Keeps `?page=N` from the second page on: the first page's canonical address is the plain one. */
function withPage(path: string, page: number): string {
  return page > 1 ? `${path}${path.includes('?') ? '&' : '?'}page=${page}` : path;
}

/** The head's facts for a public page, read from the queries it rendered with and what it reported. */
export function pageMetaOf(url: URL, queryClient: QueryClient, report: PageReport): PageMeta {
  const { pathname, searchParams } = url;
  if (report.notFound) return { kind: 'notFound', path: pathname };
  if (report.content) return { kind: 'content', path: pathname, ...report.content };

  const product = /^\/product\/([^/]+)$/.exec(pathname);
  if (product) {
    const id = parseId(product[1]);
    const data = id === null ? undefined : queryClient.getQueryData<Product>(catalogKeys.product(id));
    if (!data) return { kind: 'notFound', path: pathname };
    const category: Crumb = { name: data.category.name, path: paths.shop({ category: data.category.slug }) };
    return { kind: 'product', path: paths.product(data.id), product: data, breadcrumb: [HOME, category, { name: data.name, path: paths.product(data.id) }] };
  }

  const seller = /^\/seller\/([^/]+)$/.exec(pathname);
  if (seller) {
    const id = parseId(seller[1]);
    const data = id === null ? undefined : queryClient.getQueryData<PublicSeller>(sellersKeys.detail(id));
    if (!data) return { kind: 'notFound', path: pathname };
    const breadcrumb = [HOME, { name: 'Sellers', path: paths.sellers }, { name: data.businessName, path: paths.seller(data.id) }];
    return { kind: 'seller', path: paths.seller(data.id, readPage(searchParams)), seller: data, breadcrumb };
  }

  if (pathname === paths.sellers) return { kind: 'sellers', path: withPage(paths.sellers, readPage(searchParams)) };
  return listingMeta(searchParams, queryClient.getQueryData<Category[]>(catalogKeys.categories) ?? []);
}

/** The shop window, or one of its listings: a category, sale, featured, a search, and their pages. */
function listingMeta(params: URLSearchParams, categories: Category[]): PageMeta {
  const filters = readCatalogFilters(params);
  const category = categories.find((each) => each.slug === filters.category) ?? null;
  const link = {
    ...(category ? { category: category.slug } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.sale ? { sale: true as const } : {}),
    ...(filters.featured ? { featured: true as const } : {}),
  };
  const path = withPage(paths.shop(link), filters.page);
  if (path === paths.home) return { kind: 'home', path };

  const title = filters.search
    ? `Results for “${filters.search}”`
    : (category?.name ?? (filters.sale ? 'On sale' : filters.featured ? 'Featured designs' : 'All designs'));
  const description = category?.description
    ?? (filters.search
      ? `Streetwear matching “${filters.search}” from independent artists on Threadline.`
      : `${title}: T-shirts, hoodies and hats from independent streetwear artists on Threadline.`);
  const breadcrumb = [HOME, { name: title, path: paths.shop(link) }];
  return { kind: 'listing', path, title, description, category, breadcrumb };
}
