/**
 * What a server-rendered page says about itself (issue 27): the React tree's data, read back by the
 * server to write the page's head (title, description, canonical, Open Graph, JSON-LD) and its
 * status. The client's server entry builds it from the queries it rendered with; the server's
 * seo feature turns it into tags. Zod-free: both bundles import it.
 */
import type { Category, Product, PublicSeller } from './catalog-schemas';

/** One step of a breadcrumb trail; `path` is site-relative ("/", "/?category=hoodies"). */
export interface Crumb {
  name: string;
  path: string;
}

interface PageBase {
  /** The canonical site-relative address: the path and only the query keys that change the content. */
  path: string;
}

export type PageMeta =
  | (PageBase & { kind: 'home' })
  /** The shop filtered: a category, sale, featured, a search, a page of them. */
  | (PageBase & { kind: 'listing'; title: string; description: string; category: Category | null; breadcrumb: Crumb[] })
  | (PageBase & { kind: 'product'; product: Product; breadcrumb: Crumb[] })
  | (PageBase & { kind: 'seller'; seller: PublicSeller; breadcrumb: Crumb[] })
  | (PageBase & { kind: 'sellers' })
  | (PageBase & { kind: 'content'; title: string; description: string })
  /** Signed-in and private pages: rendered in the browser, never indexed. */
  | (PageBase & { kind: 'private'; title: string })
  | (PageBase & { kind: 'notFound' });

/** 404 for pages and records that do not exist or are hidden from shoppers. */
export function statusOfPage(meta: PageMeta): 200 | 404 {
  return meta.kind === 'notFound' ? 404 : 200;
}
