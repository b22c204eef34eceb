import { describe, expect, test } from 'vitest';
import type { Product } from '@shared/catalog-schemas';
import { productCreateSchema } from '@shared/product-schemas';
import { emptyProductForm, everyVariantEmpty, productToForm, stockKey, toProductInput } from './product-form-values';

const hoodie: Product = {
  id: 12,
  sellerId: 3,
  categoryId: 2,
  name: 'Static Hoodie',
  description: null,
  price: '64.00',
  originalPrice: '80.00',
  images: ['/objects/products/static-front.webp', 'https://images.example.com/static-back.webp'],
  sizes: ['M', 'L'],
  colors: ['Black', 'Bone'],
  isActive: true,
  isFeatured: false,
  isOnSale: true,
  stock: 9,
  rating: '0.00',
  totalReviews: 0,
  tags: ['fleece', 'puff print'],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  category: { id: 2, name: 'Hoodies', slug: 'hoodies' },
  seller: { id: 3, businessName: 'Ink Alley', profileImage: null },
  variants: [
    { size: 'M', color: 'Black', stock: 4 },
    { size: 'M', color: 'Bone', stock: 0 },
    { size: 'L', color: 'Black', stock: 5 },
    { size: 'L', color: 'Bone', stock: 0 },
  ],
};

describe('the product form values', () => {
  test('a product goes into the form and comes back out as the same payload', () => {
    const form = productToForm(hoodie);
    expect(form).toMatchObject({ description: '', categoryId: '2', originalPrice: '80.00', tags: 'fleece, puff print' });
    expect(form.stock[stockKey('L', 'Black')]).toBe('5');

    expect(toProductInput(form)).toEqual({
      name: 'Static Hoodie',
      description: '',
      price: '64.00',
      originalPrice: '80.00',
      categoryId: 2,
      images: hoodie.images,
      sizes: ['M', 'L'],
      colors: ['Black', 'Bone'],
      variants: hoodie.variants,
      tags: ['fleece', 'puff print'],
      isActive: true,
      isFeatured: false,
      isOnSale: true,
    });
  });

  test('the payload of an edited product passes the schema the server checks it with', () => {
    const parsed = productCreateSchema.safeParse(toProductInput(productToForm(hoodie)));
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.variants).toEqual(hoodie.variants);
  });

  test('blank cells mean no stock, a blank original price is none, and a variant exists for every size and colour', () => {
    const form = { ...productToForm(hoodie), originalPrice: '  ', sizes: ['M', 'XL'], stock: { [stockKey('M', 'Black')]: ' 7 ' } };
    const input = toProductInput(form);
    expect(input.originalPrice).toBeNull();
    expect(input.variants).toEqual([
      { size: 'M', color: 'Black', stock: 7 },
      { size: 'M', color: 'Bone', stock: 0 },
      { size: 'XL', color: 'Black', stock: 0 },
      { size: 'XL', color: 'Bone', stock: 0 },
    ]);
  });

  test('a new product starts with the spec\'s defaults: category 1, sizes XS to XL, colours Black and White, no stock', () => {
    const form = emptyProductForm();
    expect(form).toMatchObject({ categoryId: '1', sizes: ['XS', 'S', 'M', 'L', 'XL'], colors: ['Black', 'White'], stock: {} });
    expect(toProductInput(form).variants).toHaveLength(10);
    // Editing keeps what the product has, not the defaults.
    expect(productToForm(hoodie)).toMatchObject({ categoryId: '2', sizes: ['M', 'L'], colors: ['Black', 'Bone'] });
  });

  test('a product is empty when every size and colour is 0 or blank, and not once one cell has stock', () => {
    expect(everyVariantEmpty(emptyProductForm())).toBe(true);
    expect(everyVariantEmpty({ ...emptyProductForm(), stock: { [stockKey('M', 'Black')]: '0', [stockKey('S', 'White')]: ' ' } })).toBe(true);
    expect(everyVariantEmpty({ ...emptyProductForm(), stock: { [stockKey('XL', 'White')]: '1' } })).toBe(false);
    expect(everyVariantEmpty(productToForm(hoodie))).toBe(false);
  });

  test('a form without a category sends none and no tags, and the schema refuses it with its own messages', () => {
    const input = toProductInput({ ...emptyProductForm(), categoryId: '', tags: ' , ,' });
    expect(input.categoryId).toBeUndefined();
    expect(input.tags).toEqual([]);
    expect(productCreateSchema.safeParse(input).success).toBe(false);
  });
});
