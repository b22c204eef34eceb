import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS, type ProductSort } from '../../../../shared/catalog-constants.js';
import type { Product } from '../../../../shared/catalog-schemas.js';
import { seededRandom } from '../../../seed/random.js';
import { CatalogIndex, type CatalogDocument } from './catalog-index.js';

/**
 * Pages over thousands of matches (the equivalence test's 1,500 products rarely have more than
 * the 512 matches a page is sorted from), checked against a plain filter and sort of every product.
 */
const WORDS = ['alpha', 'beta', 'gamma', 'delta'];
const PRODUCTS = 10_000;

function reply(id: number): Product {
  return {
    id, sellerId: 1, categoryId: 1, name: `P${id}`, description: null, price: '1.00', originalPrice: null, images: [], sizes: [], colors: [],
    isActive: true, isFeatured: false, isOnSale: false, stock: 0, rating: '0.00', totalReviews: 0, tags: [],
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
    category: { id: 1, name: 'T-Shirts', slug: 'tees' }, seller: null, variants: [],
  };
}

function catalogue(): CatalogDocument[] {
  const random = seededRandom(5);
  return Array.from({ length: PRODUCTS }, (_, i) => {
    const lexemes = new Map<string, number>();
    for (const word of WORDS) if (random.chance(0.7)) lexemes.set(word, random.int(0, 3));
    return {
      id: i + 1, categoryId: random.int(1, 3), categorySlug: 'c', sellerId: random.int(1, 4), sizeMask: random.chance(0.03) ? 0 : random.int(1, 127),
      priceCents: random.int(100, 9_000), featured: random.chance(0.2), sale: random.chance(0.2), reviews: random.int(0, 40),
      ratingHundredths: random.int(0, 500), createdMicros: random.int(0, 1e9), lexemes, reply: reply(i + 1),
    };
  });
}

describe('CatalogIndex relevance pages over many matches', () => {
  const documents = catalogue();
  const index = new CatalogIndex();
  documents.forEach((document) => index.put(document));
  index.setOrders(Object.fromEntries(PRODUCT_SORTS.map((sort) => [sort, []])) as unknown as Record<ProductSort, number[]>);

  const expected = (words: string[], categoryId?: number, sizeMask?: number) => documents
    .filter((d) => words.every((w) => d.lexemes.has(w)) && (categoryId === undefined || d.categoryId === categoryId)
      && (sizeMask === undefined || (d.sizeMask & sizeMask) !== 0))
    .map((d) => ({ id: d.id, score: words.reduce((sum, w) => sum + d.lexemes.get(w)!, 0), reviews: d.reviews }))
    .sort((a, b) => b.score - a.score || b.reviews - a.reviews || a.id - b.id)
    .map((d) => d.id);

  it.each([
    [['alpha']], [['alpha', 'beta']], [['gamma', 'delta']], [['alpha', 'beta', 'gamma']],
  ])('%j: every page and the total are those of sorting every match', (words) => {
    for (const filters of [{}, { categoryId: 2 }, { sizeMask: 0b101 }]) {
      const all = expected(words, filters.categoryId, filters.sizeMask);
      expect(all.length).toBeGreaterThan(512);
      for (const offset of [0, 24, 48, 240, 600, all.length - 10]) {
        const answer = index.query({ terms: words.map((lexeme) => [{ lexeme, prefix: false }]), ...filters, offset, limit: 24 });
        expect(answer.total).toBe(all.length);
        expect((JSON.parse(answer.json.toString()) as Product[]).map((p) => p.id)).toEqual(all.slice(offset, offset + 24));
      }
    }
  });
});

describe('CatalogIndex filtered pages over many matches', () => {
  const documents = catalogue();
  const index = new CatalogIndex();
  documents.forEach((document) => index.put(document));
  index.setOrders(Object.fromEntries(PRODUCT_SORTS.map((sort) => [sort, []])) as unknown as Record<ProductSort, number[]>);
  type Filters = { categoryId?: number; sizeMask?: number; minCents?: number; maxCents?: number; sellerId?: number; featured?: boolean };
  const order: Record<ProductSort, (a: CatalogDocument, b: CatalogDocument) => number> = {
    popular: (a, b) => b.reviews - a.reviews || a.id - b.id,
    'price-low': (a, b) => a.priceCents - b.priceCents || a.id - b.id,
    'price-high': (a, b) => b.priceCents - a.priceCents || b.id - a.id,
    newest: (a, b) => b.createdMicros - a.createdMicros || b.id - a.id,
    rating: (a, b) => b.ratingHundredths - a.ratingHundredths || b.reviews - a.reviews || a.id - b.id,
  };
  const expected = (filters: Filters, sort: ProductSort) => documents
    .filter((d) => (filters.categoryId === undefined || d.categoryId === filters.categoryId)
      && (!filters.sizeMask || (d.sizeMask & filters.sizeMask) !== 0)
      && (filters.minCents === undefined || d.priceCents >= filters.minCents)
      && (filters.maxCents === undefined || d.priceCents <= filters.maxCents)
      && (filters.sellerId === undefined || d.sellerId === filters.sellerId)
      && (filters.featured === undefined || d.featured === filters.featured))
    .sort(order[sort])
    .map((d) => d.id);

  it('every page and the total are those of filtering and sorting every product', () => {
    const random = seededRandom(8);
    for (let round = 0; round < 300; round++) {
      const filters: Filters = {
        categoryId: random.chance(0.6) ? random.int(1, 3) : undefined,
        sizeMask: random.chance(0.6) ? random.int(1, 127) : undefined,
        minCents: random.chance(0.5) ? random.int(100, 5_000) : undefined,
        maxCents: random.chance(0.5) ? random.int(4_000, 9_000) : undefined,
        sellerId: random.chance(0.1) ? random.int(1, 4) : undefined,
        featured: random.chance(0.1) ? random.chance(0.5) : undefined,
      };
      const sort = random.pick(PRODUCT_SORTS);
      const all = expected(filters, sort);
      // First pages, deep ones, and the very end of the range.
      for (const offset of [0, random.int(1, 5) * 24, random.int(0, all.length), Math.max(all.length - 5, 0)]) {
        const answer = index.query({ terms: null, ...filters, sort, offset, limit: 24 });
        const context = JSON.stringify({ filters, sort, offset });
        expect(answer.total, context).toBe(all.length);
        expect((JSON.parse(answer.json.toString()) as Product[]).map((p) => p.id), context).toEqual(all.slice(offset, offset + 24));
      }
    }
  });
});
