import type { Db } from '../../db/client.js';
import { forbidden, invalidData, notFound } from '../../errors.js';
import { productSchema, type Product } from '../../../shared/catalog-schemas.js';
import {
  PRODUCT_MESSAGES, productConsistencyIssues, variantsFor, type ProductCreateInput, type ProductUpdateInput,
  type ProductVariantInput,
} from '../../../shared/product-schemas.js';
import type { SessionUser } from '../accounts/session.repo.js';
import { uploadedObjectPaths } from '../media/uploads.repo.js';
import type { CatalogChanges } from './catalog-cache.js';
import {
  categoryExists, deleteProduct, findProductForWrite, findShopOwner, insertProduct, replaceVariants, updateProduct,
} from './product-writes.repo.js';
import { findProductById, variantsOf, withVariants } from './products.repo.js';

export const PRODUCT_WRITE_MESSAGES = {
  notYourProduct: 'You can only manage your own products',
  sellersOnly: 'Sellers only',
  sellerUnknown: 'Seller does not exist',
} as const;

type Writer = { kind: 'admin'; userId: number } | { kind: 'seller'; userId: number; sellerId: number };

function writerOf(user: SessionUser): Writer {
  if (user.role === 'admin') return { kind: 'admin', userId: user.id };
  if (user.sellerId !== null) return { kind: 'seller', userId: user.id, sellerId: user.sellerId };
  throw forbidden(PRODUCT_WRITE_MESSAGES.sellersOnly);
}

function present<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export function createProductWritesService(deps: { db: Db; cache: CatalogChanges }) {
  const { db, cache } = deps;

  /** The shop a write puts the product in: a seller's own, always; an admin's choice (or none). */
  async function targetShop(writer: Writer, requested: number | null | undefined, current: number | null): Promise<number | null> {
    if (writer.kind === 'seller') {
      if (requested != null && requested !== writer.sellerId) throw forbidden(PRODUCT_WRITE_MESSAGES.notYourProduct);
      return writer.sellerId;
    }
    const sellerId = requested === undefined ? current : requested;
    if (sellerId !== null && requested !== undefined && !(await findShopOwner(db, sellerId))) {
      throw invalidData(PRODUCT_WRITE_MESSAGES.sellerUnknown);
    }
    return sellerId;
  }

  /**
   * Each image is an https URL or an object uploaded by this user (for an admin: by the admin
   * or the shop's owner). Images the product already shows may stay.
   */
  async function checkImages(writer: Writer, images: string[], sellerId: number | null, kept: string[] = []): Promise<void> {
    const objectPaths = images.filter((image) => image.startsWith('/objects/') && !kept.includes(image));
    if (objectPaths.length === 0) return;
    const uploaders = [writer.userId];
    if (writer.kind === 'admin' && sellerId !== null) {
      const owner = await findShopOwner(db, sellerId);
      if (owner) uploaders.push(owner.userId);
    }
    const uploaded = await uploadedObjectPaths(db, uploaders, objectPaths);
    if (objectPaths.some((path) => !uploaded.has(path))) throw invalidData(PRODUCT_MESSAGES.imageFormat);
  }

  async function checkCategory(categoryId: number | undefined): Promise<void> {
    if (categoryId !== undefined && !(await categoryExists(db, categoryId))) throw invalidData(PRODUCT_MESSAGES.categoryUnknown);
  }

  /** The product as its owner sees it, after a write; this instance's cache cleared first. */
  async function written(id: number): Promise<Product> {
    // The triggers' NOTIFY clears every instance; this one clears now, before the reply.
    cache.invalidate();
    const row = await findProductById(db, id, { kind: 'admin' });
    if (!row) throw notFound('Product');
    const [product] = await withVariants(db, [row]);
    return productSchema.parse(product);
  }

  /** The product if this writer may change it: 404 unknown, 403 another shop's. */
  async function ownedProduct(writer: Writer, id: number) {
    const product = await findProductForWrite(db, id);
    if (!product) throw notFound('Product');
    if (writer.kind === 'seller' && product.sellerId !== writer.sellerId) throw forbidden(PRODUCT_WRITE_MESSAGES.notYourProduct);
    return product;
  }

  return {
    async create(user: SessionUser, input: ProductCreateInput): Promise<Product> {
      const writer = writerOf(user);
      const sellerId = await targetShop(writer, input.sellerId, null);
      await checkCategory(input.categoryId);
      await checkImages(writer, input.images, sellerId);
      const { variants: _variants, stock: _stock, sellerId: _seller, ...fields } = input;
      const id = await db.transaction(async (tx) => {
        const productId = await insertProduct(tx, { ...fields, categoryId: input.categoryId!, sellerId });
        await replaceVariants(tx, productId, variantsFor(input.sizes, input.colors, input));
        return productId;
      });
      return written(id);
    },

    async update(user: SessionUser, id: number, input: ProductUpdateInput): Promise<Product> {
      const writer = writerOf(user);
      const stored = await ownedProduct(writer, id);
      const sellerId = await targetShop(writer, input.sellerId, stored.sellerId);
      const merged = { ...stored, ...present(input) };
      const issue = productConsistencyIssues({ ...merged, variants: input.variants })[0];
      if (issue) throw invalidData(issue.message);
      await checkCategory(input.categoryId);
      if (input.images) await checkImages(writer, input.images, sellerId, stored.images);
      const { variants, stock, sellerId: _seller, ...fields } = input;
      const stockChanges = variants !== undefined || stock !== undefined || input.sizes !== undefined || input.colors !== undefined;
      // Stored sizes came through the same schema, so they are sizes of the list.
      const previous = stockChanges ? (await variantsOf(db, [id])).get(id) ?? [] : [];
      await db.transaction(async (tx) => {
        // seller_id only when it moves: writing it re-runs the search and listing triggers.
        await updateProduct(tx, id, { ...present(fields), ...(sellerId === stored.sellerId ? {} : { sellerId }) });
        if (stockChanges) {
          await replaceVariants(tx, id, variantsFor(merged.sizes, merged.colors, { variants, stock }, previous as ProductVariantInput[]));
        }
      });
      return written(id);
    },

    async remove(user: SessionUser, id: number): Promise<void> {
      await ownedProduct(writerOf(user), id);
      await deleteProduct(db, id);
      cache.invalidate();
    },
  };
}

export type ProductWritesService = ReturnType<typeof createProductWritesService>;
