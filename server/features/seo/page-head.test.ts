import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type { Product, PublicSeller } from '../../../shared/catalog-schemas.js';
import type { PageMeta } from '../../../shared/page-meta.js';
import { renderHead, summarize } from './page-head.js';
import { jsonLdOf, schemaOrgProblems } from './schema-org.test-helpers.js';

const origin = 'https://shop.example.com';

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 42, sellerId: 7, categoryId: 3, name: 'Static Hoodie', description: 'Heavyweight fleece, screen printed by hand in Leeds.',
    price: '59.99', originalPrice: null, images: ['/objects/products/static-front.webp', 'https://cdn.example.com/static-back.webp'],
    sizes: ['M', 'L'], colors: ['Black'], isActive: true, isFeatured: false, isOnSale: false, stock: 12, rating: '4.50', totalReviews: 8,
    tags: [], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-02-01T00:00:00.000Z',
    category: { id: 3, name: 'Hoodies', slug: 'hoodies' }, seller: { id: 7, businessName: 'Night Shift Prints', profileImage: null },
    variants: [{ size: 'M', color: 'Black', stock: 5 }, { size: 'L', color: 'Black', stock: 7 }],
    ...overrides,
  };
}

function seller(overrides: Partial<PublicSeller> = {}): PublicSeller {
  return {
    id: 7, businessName: 'Night Shift Prints', description: 'Screen prints after dark.', specialty: 'Hoodies',
    profileImage: '/objects/sellers/logo.png', coverImage: '/objects/sellers/cover.jpg', status: 'approved', isActive: true,
    rating: '4.80', totalReviews: 20, totalSales: 100, productCount: 9, followersCount: 3,
    returnPolicy: { accepted: true, windowDays: 30, returnShippingPaidBy: 'buyer' }, createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const productCrumbs = [{ name: 'Home', path: '/' }, { name: 'Hoodies', path: '/?category=hoodies' }, { name: 'Static Hoodie', path: '/product/42' }];

/** The head as a browser parses it. */
function parse(html: string) {
  const window = new Window();
  window.document.head.innerHTML = html;
  const head = window.document.head;
  const meta = (key: string) => [...head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((tag) => tag.getAttribute('content'));
  return {
    head,
    title: head.querySelector('title')?.textContent,
    canonical: head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    meta,
    one: (key: string) => meta(key)[0],
    scripts: head.querySelectorAll('script').length,
  };
}

function expectValidJsonLd(html: string, types: string[]) {
  const documents = jsonLdOf(html);
  expect(documents.map((d) => (d as { '@type': string })['@type'])).toEqual(types);
  for (const document of documents) expect(schemaOrgProblems(document)).toEqual([]);
  return documents as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('renderHead', () => {
  it('gives a product its title, description, canonical, Open Graph, Twitter card and valid Product + BreadcrumbList', () => {
    const html = renderHead({ kind: 'product', path: '/product/42', product: product(), breadcrumb: productCrumbs }, { origin });
    const head = parse(html);
    expect(head.title).toBe('Static Hoodie · Threadline');
    expect(head.one('description')).toBe('$59.99 at Night Shift Prints. Heavyweight fleece, screen printed by hand in Leeds.');
    expect(head.canonical).toBe('https://shop.example.com/product/42');
    expect(head.one('og:type')).toBe('product');
    expect(head.one('og:url')).toBe('https://shop.example.com/product/42');
    expect(head.one('og:title')).toBe('Static Hoodie · Threadline');
    expect(head.one('og:site_name')).toBe('Threadline');
    expect(head.meta('og:image')).toEqual(['https://shop.example.com/objects/products/static-front.webp']);
    expect(head.one('product:price:amount')).toBe('59.99');
    expect(head.one('product:price:currency')).toBe('USD');
    expect(head.one('twitter:card')).toBe('summary_large_image');
    expect(head.one('twitter:image')).toBe('https://shop.example.com/objects/products/static-front.webp');
    expect(head.meta('robots')).toEqual([]);

    const [productLd, crumbsLd] = expectValidJsonLd(html, ['Product', 'BreadcrumbList']);
    expect(productLd!.image).toEqual(['https://shop.example.com/objects/products/static-front.webp', 'https://cdn.example.com/static-back.webp']);
    expect(productLd!.offers).toMatchObject({
      '@type': 'Offer', price: '59.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock',
      url: 'https://shop.example.com/product/42', seller: { '@type': 'Organization', name: 'Night Shift Prints', url: 'https://shop.example.com/seller/7' },
    });
    expect(productLd!.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 8, bestRating: 5, worstRating: 1 });
    expect(crumbsLd!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Hoodies', item: 'https://shop.example.com/?category=hoodies' },
      { '@type': 'ListItem', position: 3, name: 'Static Hoodie', item: 'https://shop.example.com/product/42' },
    ]);
  });

  it('says out of stock from the real stock and leaves out a rating without reviews', () => {
    const html = renderHead({ kind: 'product', path: '/product/42', product: product({ stock: 0, rating: '0.00', totalReviews: 0 }), breadcrumb: [] }, { origin });
    const [productLd] = expectValidJsonLd(html, ['Product']);
    expect(productLd!.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(productLd).not.toHaveProperty('aggregateRating');
  });

  it('names the platform as the seller of a product without a shop, and makes a short description from the name', () => {
    const html = renderHead({ kind: 'product', path: '/product/42', product: product({ seller: null, sellerId: null, description: null }), breadcrumb: [] }, { origin });
    expect(parse(html).one('description')).toBe('Static Hoodie, $59.99 at Threadline.');
    expect(expectValidJsonLd(html, ['Product'])[0]!.offers.seller).toEqual({ '@type': 'Organization', name: 'Threadline', url: 'https://shop.example.com/' });
  });

  it('gives a product without images a summary card, and the checker says Google wants an image', () => {
    const html = renderHead({ kind: 'product', path: '/product/42', product: product({ images: [] }), breadcrumb: [] }, { origin });
    expect(parse(html).one('twitter:card')).toBe('summary');
    expect(parse(html).meta('og:image')).toEqual([]);
    expect(schemaOrgProblems(jsonLdOf(html)[0])).toEqual(['Product: Product needs image']);
  });

  it('gives a shop its Organization with logo and cover, and both pictures to link previews', () => {
    const crumbs = [{ name: 'Home', path: '/' }, { name: 'Sellers', path: '/sellers' }, { name: 'Night Shift Prints', path: '/seller/7' }];
    const html = renderHead({ kind: 'seller', path: '/seller/7', seller: seller(), breadcrumb: crumbs }, { origin });
    const head = parse(html);
    expect(head.title).toBe('Night Shift Prints · Threadline');
    expect(head.one('description')).toBe('Night Shift Prints on Threadline: Screen prints after dark.');
    expect(head.canonical).toBe('https://shop.example.com/seller/7');
    expect(head.meta('og:image')).toEqual(['https://shop.example.com/objects/sellers/cover.jpg', 'https://shop.example.com/objects/sellers/logo.png']);
    const [organization] = expectValidJsonLd(html, ['Organization', 'BreadcrumbList']);
    expect(organization).toEqual({
      '@context': 'https://schema.org', '@type': 'Organization', name: 'Night Shift Prints', url: 'https://shop.example.com/seller/7',
      description: 'Screen prints after dark.', logo: 'https://shop.example.com/objects/sellers/logo.png', image: 'https://shop.example.com/objects/sellers/cover.jpg',
    });
  });

  it('gives the home page the site title and a WebSite with its search', () => {
    const html = renderHead({ kind: 'home', path: '/' }, { origin: `${origin}/` });
    const head = parse(html);
    expect(head.title).toBe('Threadline: The underground streetwear marketplace');
    expect(head.canonical).toBe('https://shop.example.com/');
    expect(head.one('og:type')).toBe('website');
    expect(head.one('twitter:card')).toBe('summary');
    const [site] = expectValidJsonLd(html, ['WebSite']);
    expect(site!.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.example.com/?search={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });

  it('gives a category listing its own title, description, canonical and breadcrumb', () => {
    const meta: PageMeta = {
      kind: 'listing', path: '/?category=hoodies', title: 'Hoodies', description: 'Hoodies from independent streetwear artists.',
      category: { id: 3, name: 'Hoodies', slug: 'hoodies', description: null, imageUrl: '/objects/categories/hoodies.webp', productCount: 5 },
      breadcrumb: [{ name: 'Home', path: '/' }, { name: 'Hoodies', path: '/?category=hoodies' }],
    };
    const html = renderHead(meta, { origin });
    const head = parse(html);
    expect(head.title).toBe('Hoodies · Threadline');
    expect(head.one('description')).toBe('Hoodies from independent streetwear artists.');
    expect(head.canonical).toBe('https://shop.example.com/?category=hoodies');
    expect(head.meta('og:image')).toEqual(['https://shop.example.com/objects/categories/hoodies.webp']);
    expectValidJsonLd(html, ['BreadcrumbList']);
  });

  it('keeps search results out of the index while their links still preview', () => {
    const meta: PageMeta = {
      kind: 'listing', path: '/?search=hoodie', title: 'Results for "hoodie"', description: 'Hoodies and more.', category: null,
      breadcrumb: [{ name: 'Home', path: '/' }],
    };
    const head = parse(renderHead(meta, { origin }));
    expect(head.meta('robots')).toEqual(['noindex, follow']);
    expect(head.canonical).toBe('https://shop.example.com/?search=hoodie');
    expect(head.one('og:title')).toBe('Results for "hoodie" · Threadline');
    expect(parse(renderHead({ ...meta, path: '/?category=hoodies' }, { origin })).meta('robots')).toEqual([]);
  });

  it('gives the vendor directory and content pages their heads', () => {
    const sellers = renderHead({ kind: 'sellers', path: '/sellers' }, { origin });
    expect(parse(sellers).title).toBe('Sellers · Threadline');
    expect(parse(sellers).canonical).toBe('https://shop.example.com/sellers');
    expectValidJsonLd(sellers, ['BreadcrumbList']);
    const content = renderHead({ kind: 'content', path: '/about', title: 'About us', description: 'Who we are.' }, { origin });
    expect(parse(content).title).toBe('About us · Threadline');
    expect(parse(content).one('description')).toBe('Who we are.');
    expect(jsonLdOf(content)).toEqual([]);
  });

  it('keeps private and missing pages out of the index, with no canonical, cards or JSON-LD', () => {
    for (const [meta, title] of [
      [{ kind: 'private', path: '/account', title: 'Your account' }, 'Your account · Threadline'],
      [{ kind: 'notFound', path: '/product/999' }, 'Page not found · Threadline'],
    ] as const) {
      const head = parse(renderHead(meta, { origin }));
      expect(head.title).toBe(title);
      expect(head.meta('robots')).toEqual(['noindex']);
      expect(head.canonical).toBeUndefined();
      expect(head.meta('og:title')).toEqual([]);
      expect(head.scripts).toBe(0);
    }
  });

  describe('escaping', () => {
    const attacks = [
      '</script><script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      "' onmouseover='alert(1)",
      'Line\u2028separator\u2029and <!-- comment & more',
      '</title><script>alert(1)</script>',
    ];

    it.each(attacks)('keeps %j inside its text, attribute and JSON-LD', (attack) => {
      const meta: PageMeta = {
        kind: 'product', path: '/product/42',
        product: product({ name: attack, description: attack, seller: { id: 7, businessName: attack, profileImage: null } }),
        breadcrumb: [{ name: attack, path: '/product/42' }],
      };
      const html = renderHead(meta, { origin });
      const head = parse(html);
      // The browser sees exactly the two JSON-LD scripts, no element the name brought along.
      expect(head.scripts).toBe(2);
      expect(head.head.querySelectorAll('img, title').length).toBe(1);
      expect([...head.head.querySelectorAll('meta')].every((tag) => [...tag.attributes].every((a) => ['name', 'property', 'content'].includes(a.name)))).toBe(true);
      expect(head.title).toBe(`${attack} · Threadline`);
      expect(head.one('og:title')).toBe(`${attack} · Threadline`);
      const [productLd, crumbsLd] = jsonLdOf(html) as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(productLd!.name).toBe(attack);
      expect(productLd!.offers.seller.name).toBe(attack);
      expect(crumbsLd!.itemListElement[0].name).toBe(attack);
      // Nothing in the scripts' text a parser could read as markup.
      for (const script of head.head.querySelectorAll('script')) expect(script.textContent).not.toMatch(/[<>&\u2028\u2029]/);
    });

    it('makes image addresses absolute and drops ones that are not http(s)', () => {
      const html = renderHead({
        kind: 'product', path: '/product/42',
        product: product({ images: ['javascript:alert(1)', 'objects/x.webp', '//cdn.example.com/y.webp'] }), breadcrumb: [],
      }, { origin });
      expect(jsonLdOf(html)[0]).toMatchObject({ image: ['https://shop.example.com/objects/x.webp', 'https://cdn.example.com/y.webp'] });
      expect(parse(html).meta('og:image')).toEqual([]);
    });
  });

  it('trims long descriptions at a word, to about 160 characters', () => {
    const long = `${'word '.repeat(60)}end`;
    const summary = summarize(long);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/word…$/);
    expect(summarize('  short   text ')).toBe('short text');
  });
});
