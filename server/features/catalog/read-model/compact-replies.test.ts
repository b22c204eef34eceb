import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../shared/catalog-schemas.js';
import { CompactReplies } from './compact-replies.js';

function product(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id, sellerId: 3, categoryId: 1, name: `Tee ${id}`, description: 'Soft "heavy" cotton — ünïcode ✓', price: '29.99', originalPrice: null,
    images: ['/objects/products/a'], sizes: ['S', 'M'], colors: ['Black', 'Ecru'], isActive: true, isFeatured: false, isOnSale: true,
    stock: 7, rating: '4.50', totalReviews: 12, tags: ['street'], createdAt: '2026-01-02T03:04:05.678Z', updatedAt: '2026-01-02T03:04:05.678Z',
    category: { id: 1, name: 'T-Shirts', slug: 't-shirts' },
    seller: { id: 3, businessName: 'Void Supply', profileImage: null },
    variants: [
      { size: 'S', color: 'Black', stock: 0 }, { size: 'S', color: 'Ecru', stock: 7 },
      { size: 'M', color: 'Black', stock: 1234567 }, { size: 'M', color: 'Ecru "sand"', stock: -3 },
    ],
    ...overrides,
  };
}

const json = (value: unknown) => JSON.stringify(value);
/** What a list carries of a product: everything but its variants (productSummarySchema). */
const summary = ({ variants: _variants, ...rest }: Product) => rest;

describe('CompactReplies', () => {
  it('gives back each reply byte for byte as JSON.stringify writes it, and lists without the variants', () => {
    const replies = new CompactReplies();
    const products = [
      product(1),
      product(2, { seller: null, variants: [] }),
      product(3, { variants: [{ size: 'L', color: 'Red', stock: 2 ** 31 - 1 }, { size: 'L', color: 'Blue', stock: 1.5 }, { size: 'XL', color: 'Blue', stock: 2 ** 40 }] }),
      product(4, { category: { id: 2, name: 'Hoodies', slug: 'hoodies' }, description: null }),
    ];
    products.forEach((item, slot) => replies.set(slot, item));
    products.forEach((item, slot) => expect(replies.reply(slot).toString()).toBe(json(item)));
    expect(replies.list([3, 0, 2]).toString()).toBe(json([products[3]!, products[0]!, products[2]!].map(summary)));
    expect(replies.list([1]).toString()).toBe(json([summary(products[1]!)]));
    expect(replies.list([]).toString()).toBe('[]');
  });

  it('keeps a shared part while any reply uses it, and a cleared slot frees nothing another needs', () => {
    const replies = new CompactReplies();
    replies.set(0, product(1));
    replies.set(1, product(2));
    replies.clear(0);
    replies.set(2, product(3, { seller: { id: 9, businessName: 'Other', profileImage: '/objects/sellers/x' } }));
    expect(replies.reply(1).toString()).toBe(json(product(2)));
    expect(replies.reply(2).toString()).toBe(json(product(3, { seller: { id: 9, businessName: 'Other', profileImage: '/objects/sellers/x' } })));
    replies.clear(1);
    replies.set(3, product(4));
    expect(replies.list([2, 3]).toString()).toBe(json([
      product(3, { seller: { id: 9, businessName: 'Other', profileImage: '/objects/sellers/x' } }), product(4),
    ].map(summary)));
  });
});
