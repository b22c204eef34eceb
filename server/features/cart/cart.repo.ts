import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartItems, categories, products, productVariants, sellers } from '../../db/schema/index.js';
import { MAX_CART_QUANTITY } from '../../../shared/catalog-constants.js';
import { visibleToShoppers } from '../catalog/product-visibility.js';

// The shopper's view of a product is the catalogue's rule, imported rather than restated.
const isAvailable = sql<boolean>`coalesce(${visibleToShoppers}, false)`.mapWith(Boolean);

const lineColumns = {
  id: cartItems.id,
  userId: cartItems.userId,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  size: cartItems.size,
  color: cartItems.color,
  createdAt: cartItems.createdAt,
  stock: sql<number>`coalesce(${productVariants.stock}, 0)`.mapWith(Number),
  product: {
    id: products.id,
    name: products.name,
    // Always the product's current price: the cart never stores one.
    price: products.price,
    originalPrice: products.originalPrice,
    images: products.images,
    sizes: products.sizes,
    colors: products.colors,
    isActive: products.isActive,
    isAvailable,
    sellerId: products.sellerId,
  },
  seller: { id: sellers.id, businessName: sellers.businessName },
};

function linesQuery(db: Db) {
  return db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .leftJoin(productVariants, and(
      eq(productVariants.productId, cartItems.productId), eq(productVariants.size, cartItems.size), eq(productVariants.color, cartItems.color),
    ));
}

export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

export async function listCartLines(db: Db, userId: number) {
  return linesQuery(db).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function findCartLine(db: Db, userId: number, lineId: number): Promise<CartLineRow | null> {
  const [row] = await linesQuery(db).where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId))).limit(1);
  return row ?? null;
}

/** A product a shopper can put in a cart: visible in the storefront. */
export async function findAvailableProduct(db: Db, productId: number) {
  const [row] = await db
    .select({ id: products.id, sizes: products.sizes, colors: products.colors })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.id, productId), visibleToShoppers))
    .limit(1);
  return row ?? null;
}

export async function countCartLines(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ lines: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.lines ?? 0;
}

/**
 * Adds to the line for this product, size and colour, creating it if needed, in one
 * statement on the unique index cart_items_line_key: a repeated or concurrent add raises the
 * quantity, capped at the maximum.
 */
export async function addToCartLine(
  db: Db,
  line: { userId: number; productId: number; size: string; color: string; quantity: number },
): Promise<number> {
  const [row] = await db
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.size, cartItems.color],
      set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_CART_QUANTITY})` },
    })
    .returning({ id: cartItems.id });
  return row!.id;
}

export async function setCartLineQuantity(db: Db, userId: number, lineId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteCartLine(db: Db, userId: number, lineId: number): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function clearCart(db: Db, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** The stock of one size and colour; a combination without a variant row has none. */
export async function variantStock(db: Db, productId: number, size: string, color: string): Promise<number> {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size), eq(productVariants.color, color)))
    .limit(1);
  return row?.stock ?? 0;
}

/** How many of this product, size and colour the user's cart holds already (0 without a line). */
export async function cartLineQuantity(db: Db, line: { userId: number; productId: number; size: string; color: string }): Promise<number> {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(
      eq(cartItems.userId, line.userId),
      eq(cartItems.productId, line.productId),
      eq(cartItems.size, line.size),
      eq(cartItems.color, line.color),
    ))
    .limit(1);
  return row?.quantity ?? 0;
}
