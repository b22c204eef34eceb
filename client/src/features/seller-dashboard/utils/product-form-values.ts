import type { Product } from '@shared/catalog-schemas';

/** What the product form's fields hold; `toProductInput` turns it into the API payload the shared schema checks. */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  originalPrice: string;
  categoryId: string;
  images: string[];
  sizes: string[];
  colors: string[];
  /** Stock per `${size}|${color}`, as typed. */
  stock: Record<string, string>;
  tags: string;
  isActive: boolean;
  isFeatured: boolean;
  isOnSale: boolean;
}

export const stockKey = (size: string, color: string) => `${size}|${color}`;

/** A new product starts as DECISIONS.md "The seller's product form" says; editing keeps what the product has. */
export const NEW_PRODUCT_DEFAULTS = { categoryId: '1', sizes: ['XS', 'S', 'M', 'L', 'XL'], colors: ['Black', 'White'] } as const;

export const emptyProductForm = (): ProductFormValues => ({
  name: '', description: '', price: '', originalPrice: '', categoryId: NEW_PRODUCT_DEFAULTS.categoryId,
  images: [], sizes: [...NEW_PRODUCT_DEFAULTS.sizes], colors: [...NEW_PRODUCT_DEFAULTS.colors],
  stock: {}, tags: '', isActive: true, isFeatured: false, isOnSale: false,
});

/** True when the product would go live sold out: every size and colour at 0 (a blank cell is 0). */
export function everyVariantEmpty(form: Pick<ProductFormValues, 'sizes' | 'colors' | 'stock'>): boolean {
  return form.sizes.every((size) => form.colors.every((color) => parseStock(form.stock[stockKey(size, color)]) === 0));
}

export function productToForm(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? '',
    price: product.price,
    originalPrice: product.originalPrice ?? '',
    categoryId: String(product.categoryId),
    images: product.images,
    sizes: product.sizes,
    colors: product.colors,
    stock: Object.fromEntries(product.variants.map((v) => [stockKey(v.size, v.color), String(v.stock)])),
    tags: product.tags.join(', '),
    isActive: product.isActive,
    isFeatured: product.isFeatured,
    isOnSale: product.isOnSale,
  };
}

/** A blank stock cell means none; anything else must be a whole number (the schema says so if not). */
function parseStock(raw: string | undefined): number {
  const text = (raw ?? '').trim();
  return text === '' ? 0 : Number(text);
}

export function toProductInput(form: ProductFormValues) {
  return {
    name: form.name,
    description: form.description,
    price: form.price,
    originalPrice: form.originalPrice.trim() || null,
    categoryId: form.categoryId ? Number(form.categoryId) : undefined,
    images: form.images,
    sizes: form.sizes,
    colors: form.colors,
    variants: form.sizes.flatMap((size) => form.colors.map((color) => ({ size, color, stock: parseStock(form.stock[stockKey(size, color)]) }))),
    tags: form.tags.split(',').map((tag) => tag.trim()).filter(Boolean),
    isActive: form.isActive,
    isFeatured: form.isFeatured,
    isOnSale: form.isOnSale,
  };
}
