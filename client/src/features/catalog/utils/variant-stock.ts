import type { Product } from '@shared/catalog-schemas';

type Variants = Product['variants'];

const sameColor = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Stock of one size and colour; undefined when the product lists no such combination. */
export function variantStock(variants: Variants, size: string, color: string): number | undefined {
  return variants.find((v) => v.size === size && sameColor(v.color, color))?.stock;
}

/** A size can be chosen when some colour (the chosen one, if any) has it in stock. */
export function sizeInStock(variants: Variants, size: string, color: string | null): boolean {
  if (variants.length === 0) return true;
  return variants.some((v) => v.size === size && (color === null || sameColor(v.color, color)) && v.stock > 0);
}

/** A colour can be chosen when some size (the chosen one, if any) has it in stock. */
export function colorInStock(variants: Variants, color: string, size: string | null): boolean {
  if (variants.length === 0) return true;
  return variants.some((v) => sameColor(v.color, color) && (size === null || v.size === size) && v.stock > 0);
}

/**
 * Every size and colour is gone (a card says SOLD OUT). A card has only the total (lists carry
 * no variants); a product page checks each variant.
 */
export function isSoldOut(product: Pick<Product, 'stock'> & { variants?: Variants }): boolean {
  return product.variants?.length ? product.variants.every((v) => v.stock === 0) : product.stock === 0;
}
