import { z } from 'zod';
import {
  MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, MAX_SEARCH_LENGTH, PRODUCT_SIZES, PRODUCT_SORTS, readSize, SELLER_SORTS,
  type ProductSize,
} from './catalog-constants.js';
import { idSchema } from './id.js';
import { MAX_PAGE } from './limits.js';
import { amountSchema } from './money-schemas.js';
import { returnPolicySchema } from './return-schemas.js';

/** Timestamps leave the server as ISO strings (the database driver hands over Dates). */
const timestamp = z.union([z.string(), z.date()]).transform((v) => (typeof v === 'string' ? v : v.toISOString()));
const booleanFlag = z.enum(['true', 'false'], { error: 'Must be true or false' }).transform((v) => v === 'true');

const sizeList = z
  .string()
  .max(200, 'Too many sizes')
  .transform((raw, ctx) => {
    const sizes = raw.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean);
    const result: ProductSize[] = [];
    for (const size of sizes) {
      const canonical = readSize(size);
      if (!canonical) {
        ctx.addIssue({ code: 'custom', message: `Unknown size ${size}; use ${PRODUCT_SIZES.join(', ')}` });
        return z.NEVER;
      }
      if (!result.includes(canonical)) result.push(canonical);
    }
    return result;
  });

const pageSchema = z.coerce.number({ error: 'Page must be a whole number' }).int('Page must be a whole number')
  .min(1, 'Page must be at least 1').max(MAX_PAGE, 'Page is too large').default(1);
const pageSizeSchema = z.coerce.number({ error: 'Page size must be a whole number' }).int('Page size must be a whole number')
  .min(1, 'Page size must be at least 1').max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}`)
  .default(DEFAULT_PAGE_SIZE);

/** A repeated query parameter arrives as a list: single-valued ones take the first (as the spec does with categories). */
const firstOfRepeated = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const joinRepeated = (value: unknown) => (Array.isArray(value) ? value.join(',') : value);

export const productListQuerySchema = z
  .preprocess((raw) => (raw && typeof raw === 'object'
    ? Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, key === 'sizes' ? joinRepeated(value) : firstOfRepeated(value)]))
    : raw), z.object({
    search: z.string().max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters`).optional(),
    category: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Category must be a category slug').optional(),
    seller: idSchema.optional(),
    sizes: sizeList.optional(),
    minPrice: amountSchema.optional(),
    maxPrice: amountSchema.optional(),
    featured: booleanFlag.optional(),
    sale: booleanFlag.optional(),
    sort: z.enum(PRODUCT_SORTS, { error: `Sort must be one of ${PRODUCT_SORTS.join(', ')}` }).optional(),
    page: pageSchema,
    pageSize: pageSizeSchema,
  }))
  .refine((q) => !q.minPrice || !q.maxPrice || Number(q.minPrice) <= Number(q.maxPrice), {
    message: 'Minimum price must not be above maximum price',
    path: ['minPrice'],
  });
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const categorySummarySchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

export const sellerSummarySchema = z.object({
  id: z.number(),
  businessName: z.string(),
  profileImage: z.string().nullable(),
});

/** Stock of one size and colour (DECISIONS.md "Stock"); a product's `stock` is their sum. */
export const productVariantSchema = z.object({ size: z.string(), color: z.string(), stock: z.number() });
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productSchema = z.object({
  id: z.number(),
  sellerId: z.number().nullable(),
  categoryId: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.string(),
  originalPrice: z.string().nullable(),
  images: z.array(z.string()),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  isOnSale: z.boolean(),
  stock: z.number(),
  rating: z.string(),
  totalReviews: z.number(),
  tags: z.array(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
  category: categorySummarySchema,
  seller: sellerSummarySchema.nullable(),
  variants: z.array(productVariantSchema),
});
export type Product = z.infer<typeof productSchema>;
/**
 * A product in a list (GET /api/products): what a card needs, without the variants, which only
 * the product's own reply carries. `stock` still says whether anything is left.
 */
export const productSummarySchema = productSchema.omit({ variants: true });
export type ProductSummary = z.infer<typeof productSummarySchema>;
export const productListSchema = z.array(productSummarySchema);

/**
 * The product as its seller (and an admin) sees it: with an admin's take-down, when and why
 * (DECISIONS.md "Moderation"). Shoppers' replies go through productSchema, which drops these.
 */
export const ownedProductSchema = productSchema.extend({
  takenDownAt: timestamp.nullable(),
  takeDownReason: z.string().nullable(),
});
export type OwnedProduct = z.infer<typeof ownedProductSchema>;
/**
 * The owner's and an admin's product in a list: the summary with the take-down and how many
 * shoppers saved it (issue 24: its shop sees the figure, other shoppers never do).
 */
export const ownedProductSummarySchema = ownedProductSchema.omit({ variants: true }).extend({ favouritesCount: z.number() });
export type OwnedProductSummary = z.infer<typeof ownedProductSummarySchema>;

export const TAKE_DOWN_MESSAGES = {
  sellerCannotRelist: 'This product was taken down by the marketplace team and stays hidden until an admin reinstates it',
} as const;

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  productCount: z.number(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

/** What anyone may see of a seller: no contact details, payment or tax data (DECISIONS.md). */
export const publicSellerSchema = z.object({
  id: z.number(),
  businessName: z.string(),
  description: z.string().nullable(),
  specialty: z.string().nullable(),
  profileImage: z.string().nullable(),
  coverImage: z.string().nullable(),
  status: z.string(),
  isActive: z.boolean(),
  rating: z.string(),
  totalReviews: z.number(),
  totalSales: z.number(),
  productCount: z.number(),
  /** Real follows (shop_follower_counts, decision 018). */
  followersCount: z.number(),
  /** The shop's return policy (issue 25), shown on its page and its products'. */
  returnPolicy: returnPolicySchema,
  createdAt: timestamp,
});
export type PublicSeller = z.infer<typeof publicSellerSchema>;
export const publicSellerListSchema = z.array(publicSellerSchema);

/** GET /api/sellers: paged like products (X-Total-Count); featured=true answers the first few, unpaged. */
export const sellerListQuerySchema = z.preprocess((raw) => (raw && typeof raw === 'object'
  ? Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, firstOfRepeated(value)]))
  : raw), z.object({
  search: z.string().max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters`).optional(),
  sort: z.enum(SELLER_SORTS, { error: `Sort must be one of ${SELLER_SORTS.join(', ')}` }).optional(),
  featured: booleanFlag.optional(),
  page: pageSchema,
  pageSize: pageSizeSchema,
}));
export type SellerListQuery = z.output<typeof sellerListQuerySchema>;

export const catalogStatsSchema = z.object({ sellerCount: z.number(), productCount: z.number() });
export type CatalogStats = z.infer<typeof catalogStatsSchema>;
