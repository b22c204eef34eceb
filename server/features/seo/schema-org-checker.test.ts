import { describe, expect, it } from 'vitest';
import { schemaOrgProblems } from './schema-org.test-helpers.js';

/** The checker the head tests trust must itself refuse what schema.org and Google refuse. */
describe('schemaOrgProblems', () => {
  const offer = { '@type': 'Offer', price: '10.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' };
  const product = { '@context': 'https://schema.org', '@type': 'Product', name: 'Tee', image: ['https://x.example/a.webp'], offers: offer };

  it('accepts a complete product', () => {
    expect(schemaOrgProblems(product)).toEqual([]);
  });

  it.each([
    [{ ...product, '@context': 'http://schema.org/' }, '@context is not https://schema.org'],
    [{ ...product, nmae: 'Tee' }, 'Product: Product has no property nmae'],
    [{ ...product, offers: undefined }, 'Product: Product needs offers or aggregateRating'],
    [{ ...product, image: ['/objects/a.webp'] }, 'Product.image is not a list of absolute URLs'],
    [{ ...product, offers: { ...offer, availability: 'InStock' } }, 'Product.offers.availability is not a schema.org ItemAvailability URL'],
    [{ ...product, offers: { ...offer, priceCurrency: '$' } }, 'Product.offers.priceCurrency is not an ISO 4217 code'],
    [{ ...product, offers: { ...offer, price: '$10' } }, 'Product.offers.price is not a number'],
    [{ ...product, offers: { ...offer, '@type': 'Thing' } }, 'Product.offers is a Thing, not a Offer'],
    [{ ...product, aggregateRating: { '@type': 'AggregateRating', ratingValue: 0, reviewCount: 0 } }, 'Product.aggregateRating counts no reviews'],
    [{ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 2, name: 'Home', item: 'https://x.example/' }] },
      'BreadcrumbList.itemListElement[0].position is 2, not 1'],
    [{ '@context': 'https://schema.org', '@type': 'WebSite', name: 'T', url: 'https://x.example/', potentialAction: {
      '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: 'https://x.example/?q={query}' }, 'query-input': 'required name=search_term_string' } },
    'WebSite.potentialAction.target does not contain the query-input\'s {search_term_string}'],
  ])('refuses %j', (document, problem) => {
    expect(schemaOrgProblems(document)).toContain(problem);
  });
});
