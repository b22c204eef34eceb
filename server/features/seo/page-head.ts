/**
 * The head of a server-rendered page (issue 27): title, description, canonical address, Open Graph,
 * Twitter card and JSON-LD, from the PageMeta the React tree rendered with (shared/page-meta.ts).
 * Titles follow the client's own (`<title>` in the pages: "Name · Threadline"), so hydration
 * changes nothing a visitor sees.
 */
import { formatPrice } from '../../../shared/money.js';
import type { PageMeta } from '../../../shared/page-meta.js';
import {
  absoluteImages, breadcrumbJsonLd, jsonLdScript, organizationJsonLd, productJsonLd, SHOP_CURRENCY, SITE_NAME, webSiteJsonLd,
  type JsonLd,
} from './structured-data.js';

export const HOME_TITLE = `${SITE_NAME}: The underground streetwear marketplace`;
export const HOME_DESCRIPTION = `${SITE_NAME}: the underground streetwear marketplace. T-shirts, hoodies and hats from independent artists.`;
export const NOT_FOUND_TITLE = `Page not found · ${SITE_NAME}`;
const SELLERS_DESCRIPTION = `Independent streetwear shops on ${SITE_NAME}: find an artist, follow their drops and shop their T-shirts, hoodies and hats.`;
/** Search engines show about this much of a description. */
export const DESCRIPTION_LENGTH = 160;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** One line of at most `length` characters, cut at a word with an ellipsis. */
export function summarize(text: string, length = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

interface Head {
  title: string;
  description?: string;
  noindex?: boolean;
  /** A robots directive for a page that still shows its card and canonical (search results). */
  robots?: string;
  openGraph?: {
    type: 'website' | 'product';
    images: string[];
    /** og:* and product:* beyond the common ones. */
    extra?: [string, string][];
  };
  jsonLd?: JsonLd[];
}

export function renderHead(meta: PageMeta, options: { origin: string }): string {
  const origin = options.origin.replace(/\/+$/, '');
  const url = `${origin}${meta.path.startsWith('/') ? meta.path : `/${meta.path}`}`;
  return headTags(headOf(meta, origin, url), url);
}

function headOf(meta: PageMeta, origin: string, url: string): Head {
  switch (meta.kind) {
    case 'home':
      return {
        title: HOME_TITLE,
        description: HOME_DESCRIPTION,
        openGraph: { type: 'website', images: [] },
        jsonLd: [webSiteJsonLd(origin)],
      };
    case 'listing':
      return {
        title: `${meta.title} · ${SITE_NAME}`,
        // Search results are shown and shared, not indexed: endless, thin variations of the listings (Google's guidelines).
        robots: isSearch(meta.path) ? 'noindex, follow' : undefined,
        description: summarize(meta.description),
        openGraph: { type: 'website', images: absoluteImages(origin, [meta.category?.imageUrl ?? null]) },
        jsonLd: meta.breadcrumb.length > 0 ? [breadcrumbJsonLd(meta.breadcrumb, origin)] : [],
      };
    case 'product': {
      const { product } = meta;
      const shop = product.seller?.businessName ?? SITE_NAME;
      const intro = `${formatPrice(product.price)} at ${shop}.`;
      return {
        title: `${product.name} · ${SITE_NAME}`,
        description: summarize(product.description ? `${intro} ${product.description}` : `${product.name}, ${intro}`),
        openGraph: {
          type: 'product',
          images: absoluteImages(origin, product.images.slice(0, 1)),
          extra: [['product:price:amount', product.price], ['product:price:currency', SHOP_CURRENCY]],
        },
        jsonLd: [productJsonLd(product, url, origin), ...(meta.breadcrumb.length > 0 ? [breadcrumbJsonLd(meta.breadcrumb, origin)] : [])],
      };
    }
    case 'seller': {
      const { seller } = meta;
      return {
        title: `${seller.businessName} · ${SITE_NAME}`,
        description: summarize(seller.description
          ? `${seller.businessName} on ${SITE_NAME}: ${seller.description}`
          : `${seller.businessName}: independent streetwear on ${SITE_NAME}.`),
        // The cover is the wide picture a link preview shows; the logo follows for square previews.
        openGraph: { type: 'website', images: absoluteImages(origin, [seller.coverImage, seller.profileImage]) },
        jsonLd: [organizationJsonLd(seller, url, origin), ...(meta.breadcrumb.length > 0 ? [breadcrumbJsonLd(meta.breadcrumb, origin)] : [])],
      };
    }
    case 'sellers':
      return {
        title: `Sellers · ${SITE_NAME}`,
        description: SELLERS_DESCRIPTION,
        openGraph: { type: 'website', images: [] },
        jsonLd: [breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Sellers', path: meta.path }], origin)],
      };
    case 'content':
      return { title: `${meta.title} · ${SITE_NAME}`, description: summarize(meta.description), openGraph: { type: 'website', images: [] } };
    case 'private':
      return { title: `${meta.title} · ${SITE_NAME}`, noindex: true };
    case 'notFound':
      return { title: NOT_FOUND_TITLE, noindex: true };
  }
}

function isSearch(path: string): boolean {
  const query = path.indexOf('?');
  return query >= 0 && new URLSearchParams(path.slice(query + 1)).has('search');
}

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

function headTags(head: Head, url: string): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(metaTag('name', 'description', head.description));
  // A page nobody should find has no canonical address to offer either.
  if (head.noindex) {
    tags.push(metaTag('name', 'robots', 'noindex'));
    return tags.join('');
  }
  if (head.robots) tags.push(metaTag('name', 'robots', head.robots));
  tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
  if (head.openGraph) {
    const { type, images, extra = [] } = head.openGraph;
    tags.push(
      metaTag('property', 'og:type', type),
      metaTag('property', 'og:site_name', SITE_NAME),
      metaTag('property', 'og:title', head.title),
      ...(head.description ? [metaTag('property', 'og:description', head.description)] : []),
      metaTag('property', 'og:url', url),
      ...images.map((image) => metaTag('property', 'og:image', image)),
      ...extra.map(([key, value]) => metaTag('property', key, value)),
      metaTag('name', 'twitter:card', images.length > 0 ? 'summary_large_image' : 'summary'),
      metaTag('name', 'twitter:title', head.title),
      ...(head.description ? [metaTag('name', 'twitter:description', head.description)] : []),
      ...(images.length > 0 ? [metaTag('name', 'twitter:image', images[0]!)] : []),
    );
  }
  for (const data of head.jsonLd ?? []) tags.push(jsonLdScript(data));
  return tags.join('');
}
