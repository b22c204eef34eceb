/**
 * The JSON-LD a server-rendered page carries (issue 27): schema.org objects built from the same
 * data the page renders with, so a search engine reads the price, stock and rating the shopper sees.
 */
import type { Crumb } from '../../../shared/page-meta.js';
import type { Product, PublicSeller } from '../../../shared/catalog-schemas.js';

export const SITE_NAME = 'Threadline';
/** The shop's one currency: shared/money.ts formats every amount in dollars ("$29.99"). */
export const SHOP_CURRENCY = 'USD';

export type JsonLd = Record<string, unknown>;

/** An image address as a search engine needs it: absolute; null for anything but http(s). */
export function absoluteUrl(origin: string, address: string): string | null {
  try {
    const url = new URL(address, `${origin}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function absoluteImages(origin: string, addresses: readonly (string | null)[]): string[] {
  return addresses.flatMap((address) => {
    const url = address ? absoluteUrl(origin, address) : null;
    return url ? [url] : [];
  });
}

export function productJsonLd(product: Product, url: string, origin: string): JsonLd {
  const images = absoluteImages(origin, product.images);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    sku: String(product.id),
    url,
    category: product.category.name,
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: SHOP_CURRENCY,
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
      // A product without a shop is the platform's own (sellerId null).
      seller: {
        '@type': 'Organization',
        name: product.seller?.businessName ?? SITE_NAME,
        url: product.seller ? `${origin}/seller/${product.seller.id}` : `${origin}/`,
      },
    },
    // Google refuses a rating without reviews: a new product has rating "0.00" and no reviews.
    ...(product.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(product.rating),
            reviewCount: product.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path) ?? `${origin}/`,
    })),
  };
}

export function organizationJsonLd(seller: PublicSeller, url: string, origin: string): JsonLd {
  const [logo] = absoluteImages(origin, [seller.profileImage]);
  const [cover] = absoluteImages(origin, [seller.coverImage]);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: seller.businessName,
    url,
    ...(seller.description ? { description: seller.description } : {}),
    ...(logo ? { logo } : {}),
    ...(cover ? { image: cover } : {}),
  };
}

export function webSiteJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * A JSON-LD script element. JSON.stringify leaves `<`, `>` and `&` as they are, so a product named
 * `</script><script>...` would close the element; as \u escapes they are the same JSON and inert
 * HTML. U+2028/2029 are escaped for the JavaScript parsers that still treat them as line ends.
 */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/ld+json">${json}</script>`;
}
