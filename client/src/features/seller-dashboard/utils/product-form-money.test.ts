import { describe, expect, it } from 'vitest';
import type { Product } from '@shared/catalog-schemas';
import { PRODUCT_MESSAGES, productCreateSchema } from '@shared/product-schemas';
import { emptyProductForm, productToForm, toProductInput, type ProductFormValues } from './product-form-values';

const filled = (patch: Partial<ProductFormValues>): ProductFormValues => ({
  ...emptyProductForm(), name: 'Acid Tee', categoryId: '3', images: ['https://cdn.example.com/tee.jpg'], sizes: ['M'], colors: ['Black'],
  stock: { 'M|Black': '4' }, ...patch,
});

const priceOf = (form: ProductFormValues) => {
  const result = productCreateSchema.safeParse(toProductInput(form));
  return result.success
    ? { price: result.data.price, originalPrice: result.data.originalPrice }
    : result.error.issues.map((issue) => issue.message);
};

describe('the product form\'s money fields', () => {
  it('reach the API as the canonical amounts the shared schema answers', () => {
    expect(priceOf(filled({ price: '29.9', originalPrice: '' }))).toEqual({ price: '29.90', originalPrice: null });
    expect(priceOf(filled({ price: ' 29.99 ', originalPrice: ' 40 ' }))).toEqual({ price: '29.99', originalPrice: '40.00' });
    expect(toProductInput(filled({ originalPrice: '   ' })).originalPrice).toBeNull();
  });

  it('are refused with the spec\'s messages', () => {
    expect(priceOf(filled({ price: '' }))).toEqual([PRODUCT_MESSAGES.priceRequired]);
    expect(priceOf(filled({ price: '0' }))).toEqual([PRODUCT_MESSAGES.priceFormat]);
    expect(priceOf(filled({ price: '12.345' }))).toEqual([PRODUCT_MESSAGES.priceFormat]);
    expect(priceOf(filled({ price: '30', originalPrice: '-1' }))).toEqual([PRODUCT_MESSAGES.originalPriceFormat]);
    expect(priceOf(filled({ price: '30', originalPrice: '25' }))).toEqual([PRODUCT_MESSAGES.originalPriceAbovePrice]);
  });

  it('show a stored product\'s amounts as they were saved', () => {
    const product = { price: '29.90', originalPrice: null, description: null, categoryId: 3, images: [], sizes: [], colors: [], variants: [], tags: [] };
    const form = productToForm({ ...product, name: 'Tee', isActive: true, isFeatured: false, isOnSale: false } as unknown as Product);
    expect([form.price, form.originalPrice]).toEqual(['29.90', '']);
  });
});
