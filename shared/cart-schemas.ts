import { z } from 'zod';
import { MAX_CART_QUANTITY } from './catalog-constants.js';
import { idSchema } from './id.js';
import { MAX_SERIAL } from './limits.js';
import { amountSchema } from './money-schemas.js';
import { fromCents, toCents } from './money.js';

/** Cart payloads, replies and the derived summary, shared by the cart drawer and the server. */
export const CART_MESSAGES = {
  quantity: `Quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}`,
  productId: 'Product id must be a positive whole number',
  userId: 'User id must be a positive whole number',
  sizeRequired: 'Please choose a size',
  colorRequired: 'Please choose a colour',
  sizeNotOffered: (size: string) => `Size ${size} is not available for this product`,
  colorNotOffered: (color: string) => `Colour ${color} is not available for this product`,
  notYourCart: 'You can only change your own cart',
  cartFull: 'Your cart is full; remove something first',
  onlyLeft: (left: number, size: string, color: string) => `Only ${left} left in ${size} / ${color}`,
  soldOut: (size: string, color: string) => `${size} / ${color} is sold out`,
} as const;

/** A cart holds at most this many different lines (product + size + colour). */
export const MAX_CART_LINES = 100;

/** Strict integers in JSON bodies: "2" and 1.5 are refused, not coerced. */
const bodyId = (message: string) => z.number({ error: message }).int(message).min(1, message).max(MAX_SERIAL, message);

export const cartQuantitySchema = z
  .number({ error: CART_MESSAGES.quantity })
  .int(CART_MESSAGES.quantity)
  .min(1, CART_MESSAGES.quantity)
  .max(MAX_CART_QUANTITY, CART_MESSAGES.quantity);

/** POST /api/cart. `userId`, when sent (not null), must be the signed-in user (DECISIONS.md). */
export const addToCartSchema = z.object({
  userId: bodyId(CART_MESSAGES.userId).nullish(),
  productId: bodyId(CART_MESSAGES.productId),
  size: z.string({ error: CART_MESSAGES.sizeRequired }).trim().min(1, CART_MESSAGES.sizeRequired).max(40, CART_MESSAGES.sizeRequired),
  color: z.string({ error: CART_MESSAGES.colorRequired }).trim().min(1, CART_MESSAGES.colorRequired).max(40, CART_MESSAGES.colorRequired),
  quantity: cartQuantitySchema.default(1),
});
export type AddToCartInput = z.output<typeof addToCartSchema>;

/** PATCH /api/cart/{id}. */
export const updateCartLineSchema = z.object({ quantity: cartQuantitySchema });
export type UpdateCartLineInput = z.output<typeof updateCartLineSchema>;

export const cartUserParamsSchema = z.object({ userId: idSchema });

/** The product as a cart line shows it; `price` is always the product's current price. */
export const cartProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: amountSchema,
  originalPrice: amountSchema.nullable(),
  images: z.array(z.string()),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  isActive: z.boolean(),
  /** False once the product, its seller or its category is hidden from shoppers. */
  isAvailable: z.boolean(),
  sellerId: z.number().nullable(),
  seller: z.object({ id: z.number(), businessName: z.string() }).nullable(),
});

export const cartLineSchema = z.object({
  id: z.number(),
  userId: z.number(),
  productId: z.number(),
  quantity: z.number(),
  size: z.string(),
  color: z.string(),
  createdAt: z.string(),
  /** Units of this size and colour in stock now (0 without a variant): the cart's + stops here. */
  stock: z.number(),
  product: cartProductSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** GET /api/cart: a plain list (spec section 7). */
export const cartListSchema = z.array(cartLineSchema);

export interface CartSummary<Line> {
  items: Line[];
  /** Sum of quantities: the badge on the cart button. */
  itemCount: number;
  /** Sum of price x quantity, exact, in cents. */
  totalCents: number;
  /** The same as a decimal string, e.g. "59.98". */
  total: string;
}

/** The derived cart summary (spec section 3), computed in integer cents, never floats. */
export function cartSummary<Line extends { quantity: number; product: { price: string } }>(lines: Line[]): CartSummary<Line> {
  let itemCount = 0;
  let totalCents = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    totalCents += toCents(line.product.price) * line.quantity;
  }
  return { items: lines, itemCount, totalCents, total: fromCents(totalCents) };
}
