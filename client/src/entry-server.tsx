/**
 * The server's entry (issue 27): the same routes and providers as the browser's, rendered to HTML
 * with the data they read already in the cache. Built apart (vite build --ssr) into dist/ssr, which
 * the server imports once; see server/features/pages.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createRoutesFromElements, matchRoutes, StaticRouter } from 'react-router';
import type { Query, QueryClient } from '@tanstack/react-query';
import { statusOfPage, type PageMeta } from '@shared/page-meta';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { pageMetaOf } from './app/ssr/page-meta-of';
import { pageReporter, PageReportContext, type PageReport } from './app/ssr/page-report';
import { dehydrateQueries } from './app/ssr/query-state';
import { currentUserQueryOptions } from './features/accounts/api/get-current-user';
import { productQueryOptions } from './features/catalog/api/get-product';
import { sellerQueryOptions } from './features/sellers/api/get-seller';
import { configureApiFetch } from './lib/api-client';
import { parseId } from './lib/parse-id';
import { paths } from './lib/paths';
import { createQueryClient } from './lib/query-client';

export { STATE_ELEMENT_ID } from './app/ssr/query-state';

/** Answers the pages' reads for one visitor's request (the server runs them in-process, with their cookie). */
export type ServerFetch = (input: string, init: RequestInit) => Promise<Response>;

export interface RenderResult {
  status: 200 | 404;
  html: string;
  /** The query cache as JSON, `<` escaped, for <script type="application/json">. */
  state: string;
  meta: PageMeta;
}

const requestFetch = new AsyncLocalStorage<ServerFetch>();
configureApiFetch((input, init) => {
  const fetchForRequest = requestFetch.getStore();
  if (!fetchForRequest) return Promise.reject(new Error('A read outside a server render'));
  return fetchForRequest(input, init);
});

/** Renders after the first one that only discover the next reads (a product, then its shop): at most this many. */
const MAX_DATA_PASSES = 3;
const BASE = 'http://threadline.invalid';

const PUBLIC_PATTERNS = new Set<string>([
  '*', paths.sellers, '/product/:id', '/seller/:id',
  paths.shipping, paths.returns, paths.pricing, paths.sizeGuide, paths.help, paths.support,
  paths.contact, paths.privacy, paths.terms, paths.cookies,
]);
const routes = createRoutesFromElements((AppRoutes() as { props: { children: ReactNode } }).props.children);

/**
 * 'page' for the public pages (and unknown addresses, which render "not found"); 'private' for the
 * signed-in pages, which the browser renders.
 */
export function kindOfPath(pathname: string): 'page' | 'private' {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.[matches.length - 1]?.route;
  if (!leaf) return 'page';
  if (leaf.index) return 'page';
  return PUBLIC_PATTERNS.has(leaf.path ?? '') ? 'page' : 'private';
}

export async function render(url: string, options: { fetch: ServerFetch }): Promise<RenderResult> {
  return requestFetch.run(options.fetch, async () => {
    const location = new URL(url, BASE);
    const queryClient = createQueryClient();
    // A read that failed here stays failed for this render: asking again "on mount" would draw a skeleton.
    queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false } });
    await preload(location.pathname, queryClient);
    for (let pass = 0; ; pass++) {
      const report: PageReport = { notFound: false };
      const html = await renderOnce(location, queryClient, report);
      const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
      if (waiting.length === 0 || pass === MAX_DATA_PASSES) {
        const meta = pageMetaOf(location, queryClient, report);
        return { status: statusOfPage(meta), html, state: dehydrateQueries(queryClient), meta };
      }
      // Failures stay in the cache as errors: the page renders them ("not found") as the browser would.
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
  });
}

/**
 * The reads a product page makes, fetched before its first render: it is the page most asked for,
 * and without them its render would find the product, render again to find its shop, then again.
 * Every other page's reads are discovered by rendering (and this stays a shortcut: what the page
 * asks for is what gets fetched).
 */
async function preload(pathname: string, queryClient: QueryClient): Promise<void> {
  const signedIn = queryClient.prefetchQuery(currentUserQueryOptions());
  const productId = parseId(/^\/product\/([^/]+)$/.exec(pathname)?.[1]);
  if (productId !== null) {
    const product = await queryClient.fetchQuery(productQueryOptions(productId)).catch(() => null);
    if (product?.seller) await queryClient.prefetchQuery(sellerQueryOptions(product.seller.id));
  }
  await signedIn;
}

/** A query the page asked for that nobody has fetched: on the server, useQuery only registers it. */
function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

function tree(location: URL, queryClient: QueryClient, report: PageReport) {
  return (
    <StrictMode>
      <StaticRouter location={`${location.pathname}${location.search}`}>
        <PageReportContext value={pageReporter(report)}>
          <AppProviders queryClient={queryClient}>
            <AppRoutes />
          </AppProviders>
        </PageReportContext>
      </StaticRouter>
    </StrictMode>
  );
}

// A boundary renderToString could not finish: a lazy chunk not yet loaded in this process.
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * renderToString is the fast path; a route's lazy chunk is loaded once per process, the first time
 * it is rendered, by `prerender`, which waits for it.
 */
async function renderOnce(location: URL, queryClient: QueryClient, report: PageReport): Promise<string> {
  const html = renderToString(tree(location, queryClient, report));
  if (!html.includes(UNFINISHED_BOUNDARY)) return html;
  const { prelude } = await prerender(tree(location, queryClient, report));
  return new Response(prelude).text();
}

/** One address of each public page: rendering them loads every lazy page chunk the renders will need. */
const WARM_UP_URLS = ['/', '/product/1', '/seller/1', paths.sellers, paths.shipping, paths.returns, paths.pricing, paths.sizeGuide,
  paths.help, paths.support, paths.contact, paths.privacy, paths.terms, paths.cookies, '/no-such-page'];

/**
 * Loads the page chunks before the first visitor's render, with every read answered "not found".
 * A render that meets a chunk still loading takes prerender's slower path, which was seen to leave a
 * product page's skeleton in its HTML; warmed, every render takes renderToString's.
 */
export async function warmUp(): Promise<void> {
  const notFound: ServerFetch = async () => new Response('{"message":"warm-up"}', { status: 404 });
  await requestFetch.run(notFound, async () => {
    for (const url of WARM_UP_URLS) {
      const { prelude } = await prerender(tree(new URL(url, BASE), createQueryClient(), { notFound: false }));
      await new Response(prelude).text();
    }
  });
}
