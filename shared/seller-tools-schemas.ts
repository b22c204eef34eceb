import { z } from 'zod';
import { ownedProductSummarySchema } from './catalog-schemas.js';
import { ordersPageQuerySchema, shippingAddressSchema } from './orders-schemas.js';

/** The seller's own lists: a search box reads at most this many characters. */
const searchSchema = z.string().trim().max(100).optional().transform((text) => text || undefined);

// ---------- the products tab (GET /api/seller/products) ----------

export const SELLER_PRODUCT_SORTS = ['newest', 'oldest', 'name', 'price-low', 'price-high', 'stock-low', 'best-selling'] as const;
export type SellerProductSort = (typeof SELLER_PRODUCT_SORTS)[number];

export const sellerProductsQuerySchema = z.object({
  /** Words in the name or a tag, case-insensitively. */
  search: searchSchema,
  sort: z.enum(SELLER_PRODUCT_SORTS).default('newest'),
  /** Only products low in stock (isLowStock). */
  lowStock: z.enum(['true', 'false']).optional().transform((flag) => flag === 'true' || undefined),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type SellerProductsQuery = z.output<typeof sellerProductsQuerySchema>;

/** A product in its seller's list, with its sales (units of paid orders that stand) and stock health. */
export const sellerProductSchema = ownedProductSummarySchema.extend({
  // Plain strings: a reply schema may not transform (the server sends these already as ISO strings).
  createdAt: z.string(),
  updatedAt: z.string(),
  takenDownAt: z.string().nullable(),
  unitsSold: z.number(),
  /** Sizes and colours with 0 in stock, of `variantCount`. */
  soldOutVariants: z.number(),
  variantCount: z.number(),
  lowStock: z.boolean(),
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;
export const sellerProductListSchema = z.array(sellerProductSchema);

/** Low stock: 5 units or fewer in all, or some size and colour sold out while others still sell. */
export const LOW_STOCK_UNITS = 5;

export function isLowStock(product: { stock: number; soldOutVariants: number }): boolean {
  return product.stock > 0 && (product.stock <= LOW_STOCK_UNITS || product.soldOutVariants > 0);
}

// ---------- the orders tab (GET /api/seller/orders, added parameters) ----------

export const SELLER_ORDER_SORTS = ['newest', 'oldest', 'total-high', 'total-low'] as const;
export type SellerOrderSort = (typeof SELLER_ORDER_SORTS)[number];

/** The orders page's query plus a search (order or checkout number, buyer, ship-to name, product) and a sort. */
export const sellerOrdersQuerySchema = ordersPageQuerySchema.extend({
  search: searchSchema,
  sort: z.enum(SELLER_ORDER_SORTS).default('newest'),
});
export type SellerOrdersQuery = z.output<typeof sellerOrdersQuerySchema>;

// ---------- the packing slip (GET /api/seller/orders/:id/packing-slip) ----------

/** What goes in the parcel and where to: no prices. */
export const packingSlipSchema = z.object({
  orderId: z.number(),
  number: z.string(),
  checkoutNumber: z.string(),
  createdAt: z.string(),
  businessName: z.string(),
  shippingMethod: z.string(),
  shipTo: shippingAddressSchema,
  items: z.array(z.object({ productName: z.string(), size: z.string(), color: z.string(), quantity: z.number() })),
  units: z.number(),
});
export type PackingSlip = z.infer<typeof packingSlipSchema>;
