import { z } from 'zod';
import { PRODUCT_SIZES, type ProductSize } from './catalog-constants.js';
import { idSchema } from './id.js';
import { fromCents, isMoneyString, parseMoneyInput, toCents } from './money.js';
import { BIDI_CONTROLS_MESSAGE, hasNoBidiControls } from './text.js';

export const MAX_PRODUCT_IMAGES = 10;
export const MAX_PRODUCT_TAGS = 20;
/**
 * Each size x colour is a stock row, written on every stock change and read on every product
 * page: a bound keeps one product from making thousands (the admin CSV import uses it too).
 */
export const MAX_PRODUCT_COLORS = 20;
/** One stock entry per size and colour at most. */
export const MAX_PRODUCT_VARIANTS = PRODUCT_SIZES.length * MAX_PRODUCT_COLORS;
export const MAX_VARIANT_STOCK = 100_000;
export const MAX_COLOR_LENGTH = 30;

/**
 * What a seller or an admin may write about a product (POST /api/products, PUT /api/products/{id},
 * the admin CSV import), shared by the server's routes and the client's forms so every message
 * lives here once. Unknown fields are dropped by zod, never stored.
 */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 200 characters',
  nameBidi: BIDI_CONTROLS_MESSAGE,
  descriptionTooLong: 'Description must be at most 5000 characters',
  priceRequired: 'Price is required',
  priceFormat: 'Price must be a positive amount with at most two decimals',
  originalPriceFormat: 'Original price must be an amount with at most two decimals',
  originalPriceAbovePrice: 'Original price must be above the price',
  categoryRequired: 'Category is required',
  categoryUnknown: 'Category does not exist',
  imagesRequired: 'At least one image is required',
  imagesTooMany: 'At most 10 images',
  imageFormat: 'Each image must be an uploaded image or an https:// URL',
  sizesRequired: 'Choose at least one size',
  sizeUnknown: `Sizes must be among ${PRODUCT_SIZES.join(', ')}`,
  sizesTooMany: `At most ${PRODUCT_SIZES.length} sizes`,
  colorsRequired: 'Choose at least one colour',
  colorsTooMany: `At most ${MAX_PRODUCT_COLORS} colours`,
  colorLength: 'Colours must be 1-30 characters',
  colorBidi: 'Colours must not contain text direction control characters',
  colorDuplicate: 'Each colour may be listed once',
  stockRange: 'Stock must be a whole number from 0 to 100,000',
  variantUnknown: 'Each stock entry must be one of the product\'s sizes and colours',
  variantDuplicate: 'Each size and colour may have one stock entry',
  variantsTooMany: `At most ${MAX_PRODUCT_VARIANTS} stock entries, one per size and colour`,
  tagsTooMany: 'At most 20 tags',
  tagLength: 'Tags must be 1-40 characters',
  tagBidi: 'Tags must not contain text direction control characters',
} as const;

/** An uploaded object path (/objects/...) or an absolute https URL (DECISIONS.md "Catalogue"). */
export function isProductImageReference(value: string): boolean {
  if (value.startsWith('/objects/')) return /^\/objects\/[a-z0-9_-][a-z0-9._/-]{0,500}$/.test(value) && !value.includes('..');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && value.length <= 2000;
  } catch {
    return false;
  }
}

/**
 * A price as typed or sent (29.99, "29.99", "$29.9": the spelling policy in money.ts), answered as
 * the canonical "29.99"; blank is "required", anything else not a positive amount is `invalid`.
 */
function amountField(invalid: string) {
  return (value: string | number, ctx: z.RefinementCtx): string => {
    const cents = parseMoneyInput(value);
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return fromCents(cents);
  };
}

const priceSchema = z
  .union([z.string(), z.number()], { error: PRODUCT_MESSAGES.priceRequired })
  .refine((value) => typeof value === 'number' || value.trim().length > 0, { message: PRODUCT_MESSAGES.priceRequired, abort: true })
  .transform(amountField(PRODUCT_MESSAGES.priceFormat));

const toPrice = amountField(PRODUCT_MESSAGES.originalPriceFormat);
const originalPriceSchema = z
  .union([z.string(), z.number(), z.null()])
  .transform((value, ctx) => (value === null || (typeof value === 'string' && !value.trim()) ? null : toPrice(value, ctx)));

export const variantStockSchema = z
  .number({ error: PRODUCT_MESSAGES.stockRange })
  .int(PRODUCT_MESSAGES.stockRange)
  .min(0, PRODUCT_MESSAGES.stockRange)
  .max(MAX_VARIANT_STOCK, PRODUCT_MESSAGES.stockRange);

// Names, colours and tags are shown in lists beside other text, where a direction override could
// make "Tee \u202Egpj.exe" read as "Tee exe.jpg". Descriptions keep them: they are shown as their
// own paragraph, and a seller writing Arabic or Hebrew may need the marks.
const colorSchema = z.string().trim().min(1, PRODUCT_MESSAGES.colorLength).max(MAX_COLOR_LENGTH, PRODUCT_MESSAGES.colorLength)
  .refine(hasNoBidiControls, PRODUCT_MESSAGES.colorBidi);

export const productVariantInputSchema = z.object({
  size: z.enum(PRODUCT_SIZES, { error: PRODUCT_MESSAGES.sizeUnknown }),
  color: colorSchema,
  stock: variantStockSchema,
});
export type ProductVariantInput = z.infer<typeof productVariantInputSchema>;

const productFields = {
  name: z.string({ error: PRODUCT_MESSAGES.nameRequired }).trim().min(1, PRODUCT_MESSAGES.nameRequired).max(200, PRODUCT_MESSAGES.nameTooLong)
    .refine(hasNoBidiControls, PRODUCT_MESSAGES.nameBidi),
  description: z.string().trim().max(5000, PRODUCT_MESSAGES.descriptionTooLong).nullish().transform((v) => v || null),
  price: priceSchema,
  originalPrice: originalPriceSchema.optional(),
  categoryId: idSchema.or(z.undefined()).refine((v) => v !== undefined, PRODUCT_MESSAGES.categoryRequired),
  images: z
    .array(z.string().refine(isProductImageReference, PRODUCT_MESSAGES.imageFormat), { error: PRODUCT_MESSAGES.imagesRequired })
    .min(1, PRODUCT_MESSAGES.imagesRequired)
    .max(MAX_PRODUCT_IMAGES, PRODUCT_MESSAGES.imagesTooMany),
  sizes: z
    .array(z.enum(PRODUCT_SIZES, { error: PRODUCT_MESSAGES.sizeUnknown }), { error: PRODUCT_MESSAGES.sizesRequired })
    .min(1, PRODUCT_MESSAGES.sizesRequired)
    .max(PRODUCT_SIZES.length, PRODUCT_MESSAGES.sizesTooMany)
    .transform((sizes) => PRODUCT_SIZES.filter((size) => sizes.includes(size)) as ProductSize[]),
  colors: z
    .array(colorSchema, { error: PRODUCT_MESSAGES.colorsRequired })
    .min(1, PRODUCT_MESSAGES.colorsRequired)
    .max(MAX_PRODUCT_COLORS, PRODUCT_MESSAGES.colorsTooMany)
    .refine((colors) => new Set(colors.map((c) => c.toLowerCase())).size === colors.length, PRODUCT_MESSAGES.colorDuplicate),
  /** Sent alone, every size and colour combination gets this stock (DECISIONS.md "Stock"). */
  stock: variantStockSchema.optional(),
  variants: z.array(productVariantInputSchema).max(MAX_PRODUCT_VARIANTS, PRODUCT_MESSAGES.variantsTooMany).optional(),
  tags: z
    .array(z.string().trim().min(1, PRODUCT_MESSAGES.tagLength).max(40, PRODUCT_MESSAGES.tagLength)
      .refine(hasNoBidiControls, PRODUCT_MESSAGES.tagBidi))
    .max(MAX_PRODUCT_TAGS, PRODUCT_MESSAGES.tagsTooMany)
    .optional(),
  isActive: z.boolean().optional(),
  isFeatured: z.boolean().optional(),
  isOnSale: z.boolean().optional(),
  /** Admins choose the shop (null = unassigned); a seller's own shop is always used for sellers. */
  sellerId: idSchema.nullable().optional(),
};

/** Rules across fields, checked on the whole product (for an update: the stored one with the changes). */
export interface ProductConsistencyInput {
  price: string;
  originalPrice?: string | null;
  sizes: readonly string[];
  colors: readonly string[];
  variants?: readonly ProductVariantInput[];
}

export function productConsistencyIssues(product: ProductConsistencyInput): Array<{ path: string; message: string }> {
  const issues: Array<{ path: string; message: string }> = [];
  // Zod runs object-level checks even when a field failed: compare only well-formed amounts.
  const comparable = product.originalPrice && isMoneyString(product.originalPrice) && isMoneyString(product.price);
  if (comparable && toCents(product.originalPrice!) <= toCents(product.price)) {
    issues.push({ path: 'originalPrice', message: PRODUCT_MESSAGES.originalPriceAbovePrice });
  }
  if (product.variants) {
    const seen = new Set<string>();
    for (const variant of product.variants) {
      const key = `${variant.size}\u0000${variant.color.toLowerCase()}`;
      if (!product.sizes.includes(variant.size) || !product.colors.some((c) => c.toLowerCase() === variant.color.toLowerCase())) {
        issues.push({ path: 'variants', message: PRODUCT_MESSAGES.variantUnknown });
        break;
      }
      if (seen.has(key)) {
        issues.push({ path: 'variants', message: PRODUCT_MESSAGES.variantDuplicate });
        break;
      }
      seen.add(key);
    }
  }
  return issues;
}

export const productCreateSchema = z.object(productFields).superRefine((product, ctx) => {
  for (const issue of productConsistencyIssues(product)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
export type ProductCreateInput = z.output<typeof productCreateSchema>;

/** PUT sends the fields it changes; the cross-field rules run on the merged product in the service. */
export const productUpdateSchema = z.object(productFields).partial();
export type ProductUpdateInput = z.output<typeof productUpdateSchema>;

/**
 * The stock of every size and colour combination: the variants sent, else `stock` for each
 * combination, else what `previous` had for that combination (0 for a new one).
 */
export function variantsFor(
  sizes: readonly string[],
  colors: readonly string[],
  input: { variants?: readonly ProductVariantInput[]; stock?: number },
  previous: readonly ProductVariantInput[] = [],
): ProductVariantInput[] {
  const keyOf = (size: string, color: string) => `${size}\u0000${color.toLowerCase()}`;
  const sent = new Map((input.variants ?? []).map((v) => [keyOf(v.size, v.color), v.stock]));
  const before = new Map(previous.map((v) => [keyOf(v.size, v.color), v.stock]));
  return sizes.flatMap((size) => colors.map((color) => {
    const key = keyOf(size, color);
    const stock = sent.get(key) ?? input.stock ?? before.get(key) ?? 0;
    return { size: size as ProductSize, color, stock };
  }));
}
