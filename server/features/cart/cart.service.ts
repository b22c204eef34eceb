import type { Db } from '../../db/client.js';
import { forbidden, invalidData, notFound } from '../../errors.js';
import { CART_MESSAGES, MAX_CART_LINES, type AddToCartInput, type CartLine } from '../../../shared/cart-schemas.js';
import {
  addToCartLine, cartLineExists, clearCart, countCartLines, deleteCartLine, findAvailableProduct, findCartLine,
  listCartLines, setCartLineQuantity, type CartLineRow,
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
      if ((await countCartLines(db, userId)) >= MAX_CART_LINES && !(await cartLineExists(db, line))) {
        throw invalidData(CART_MESSAGES.cartFull);
      }
      const lineId = await addToCartLine(db, { ...line, quantity: input.quantity });
      const row = await findCartLine(db, userId, lineId);
      if (!row) throw lineNotFound();
      return toCartLine(row);
    },

    async setQuantity(userId: number, lineId: number, quantity: number): Promise<CartLine> {
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
