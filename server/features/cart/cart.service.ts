import type { Db } from '../../db/client.js';
import { conflict, forbidden, invalidData, notFound } from '../../errors.js';
import { CART_MESSAGES, MAX_CART_LINES, type AddToCartInput, type CartLine } from '../../../shared/cart-schemas.js';
import { MAX_CART_QUANTITY } from '../../../shared/catalog-constants.js';
import {
  addToCartLine, cartLineQuantity, clearCart, countCartLines, deleteCartLine, findAvailableProduct, findCartLine,
  listCartLines, setCartLineQuantity, variantStock, type CartLineRow,
} from './cart.repo.js';

function toCartLine(row: CartLineRow): CartLine {
  const { seller, createdAt, ...line } = row;
  return {
    ...line,
    createdAt: createdAt.toISOString(),
    product: { ...row.product, seller: seller?.id == null ? null : { id: seller.id, businessName: seller.businessName! } },
  };
}

/** The product's own spelling of what the shopper chose (sizes and colours match case-insensitively). */
function offered(options: string[], chosen: string): string | undefined {
  const wanted = chosen.toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted);
}

/**
 * The cart refuses a quantity the chosen size and colour does not have (409). Adding never
 * reserves: checkout takes stock atomically, so two carts may still hold the last one.
 */
async function checkStock(db: Db, line: { productId: number; size: string; color: string }, quantity: number): Promise<void> {
  const stock = await variantStock(db, line.productId, line.size, line.color);
  if (quantity <= stock) return;
  throw conflict(stock === 0 ? CART_MESSAGES.soldOut(line.size, line.color) : CART_MESSAGES.onlyLeft(stock, line.size, line.color));
}

/** A line of someone else's cart answers exactly like a line that does not exist. */
const lineNotFound = () => notFound('Cart item');

export function createCartService(db: Db) {
  return {
    async list(userId: number): Promise<CartLine[]> {
      return (await listCartLines(db, userId)).map(toCartLine);
    },

    async add(userId: number, input: AddToCartInput): Promise<CartLine> {
      // The user comes from the session; a userId in the payload may only confirm it.
      if (input.userId != null && input.userId !== userId) throw forbidden(CART_MESSAGES.notYourCart);
      const product = await findAvailableProduct(db, input.productId);
      if (!product) throw notFound('Product');
      const size = offered(product.sizes, input.size);
      if (!size) throw invalidData(CART_MESSAGES.sizeNotOffered(input.size));
      const color = offered(product.colors, input.color);
      if (!color) throw invalidData(CART_MESSAGES.colorNotOffered(input.color));

      const line = { userId, productId: product.id, size, color };
      const inCart = await cartLineQuantity(db, line);
      if (inCart === 0 && (await countCartLines(db, userId)) >= MAX_CART_LINES) throw invalidData(CART_MESSAGES.cartFull);
      await checkStock(db, line, Math.min(inCart + input.quantity, MAX_CART_QUANTITY));
      const lineId = await addToCartLine(db, { ...line, quantity: input.quantity });
      const row = await findCartLine(db, userId, lineId);
      if (!row) throw lineNotFound();
      return toCartLine(row);
    },

    async setQuantity(userId: number, lineId: number, quantity: number): Promise<CartLine> {
      const current = await findCartLine(db, userId, lineId);
      if (!current) throw lineNotFound();
      await checkStock(db, current, quantity);
      if (!(await setCartLineQuantity(db, userId, lineId, quantity))) throw lineNotFound();
      const row = await findCartLine(db, userId, lineId);
      if (!row) throw lineNotFound();
      return toCartLine(row);
    },

    async remove(userId: number, lineId: number): Promise<void> {
      if (!(await deleteCartLine(db, userId, lineId))) throw lineNotFound();
    },

    async clear(userId: number, cartOwnerId: number): Promise<void> {
      if (cartOwnerId !== userId) throw forbidden(CART_MESSAGES.notYourCart);
      await clearCart(db, userId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
