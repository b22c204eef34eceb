import type { Db } from '../../db/client.js';
import { forbidden, invalidData, notFound } from '../../errors.js';
import { ownedProductSchema, TAKE_DOWN_MESSAGES, type OwnedProduct } from '../../../shared/catalog-schemas.js';
import {
  PRODUCT_MESSAGES, productConsistencyIssues, variantsFor, type ProductCreateInput, type ProductUpdateInput,
  type ProductVariantInput,
} from '../../../shared/product-schemas.js';
import { auditAdminAction, isAdminOnOthers, type Acting } from '../../kernel/audit-rule.js';
import { uploadedObjectPaths } from '../media/uploads.repo.js';
import type { CatalogChanges } from '../../kernel/reply-cache.js';
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

function writerOf(user: Acting): Writer {
  if (user.role === 'admin') return { kind: 'admin', userId: user.id };
  if (user.sellerId !== null) return { kind: 'seller', userId: user.id, sellerId: user.sellerId };
  throw forbidden(PRODUCT_WRITE_MESSAGES.sellersOnly);
}

/** What the audit trail keeps of a product before and after an admin's change. */
function auditedFields(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in row).map((key) => [key, row[key]]));
}
const PRODUCT_AUDIT_FIELDS = [
  'name', 'description', 'price', 'originalPrice', 'categoryId', 'sellerId', 'images', 'sizes', 'colors', 'tags',
  'isActive', 'isFeatured', 'isOnSale', 'stock',
];

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
  async function written(id: number): Promise<OwnedProduct> {
    // The triggers' NOTIFY clears every instance; this one clears now, before the reply.
    cache.invalidate();
    const row = await findProductById(db, id, { kind: 'admin' });
    if (!row) throw notFound('Product');
    const [product] = await withVariants(db, [row]);
    return ownedProductSchema.parse(product);
  }

  /** The product if this writer may change it: 404 unknown, 403 another shop's. */
  async function ownedProduct(writer: Writer, id: number) {
    const product = await findProductForWrite(db, id);
    if (!product) throw notFound('Product');
    if (writer.kind === 'seller' && product.sellerId !== writer.sellerId) throw forbidden(PRODUCT_WRITE_MESSAGES.notYourProduct);
    return product;
  }

  return {
    async create(user: Acting, input: ProductCreateInput): Promise<OwnedProduct> {
      const writer = writerOf(user);
      const sellerId = await targetShop(writer, input.sellerId, null);
      await checkCategory(input.categoryId);
      await checkImages(writer, input.images, sellerId);
      const { variants: _variants, stock: _stock, sellerId: _seller, ...fields } = input;
      const id = await db.transaction(async (tx) => {
        const productId = await insertProduct(tx, { ...fields, categoryId: input.categoryId!, sellerId });
        const variants = variantsFor(input.sizes, input.colors, input);
        await replaceVariants(tx, productId, variants);
        await auditAdminAction(tx, user, [{ sellerId }], {
          action: 'product.create', entityType: 'product', entityId: productId,
          after: { ...auditedFields({ ...fields, sellerId }, PRODUCT_AUDIT_FIELDS), stock: variants.reduce((sum, v) => sum + v.stock, 0) },
        });
        return productId;
      });
      return written(id);
    },

    async update(user: Acting, id: number, input: ProductUpdateInput): Promise<OwnedProduct> {
      const writer = writerOf(user);
      const stored = await ownedProduct(writer, id);
      // Only an admin's reinstatement lists a taken-down product again (DECISIONS.md "Moderation").
      if (writer.kind === 'seller' && stored.takenDownAt !== null && input.isActive === true) {
        throw forbidden(TAKE_DOWN_MESSAGES.sellerCannotRelist);
      }
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
      const owners = [{ sellerId: stored.sellerId }, { sellerId }];
      await db.transaction(async (tx) => {
        const audited = isAdminOnOthers(user, owners) ? await findProductById(tx, id, { kind: 'admin' }) : null;
        // seller_id only when it moves: writing it re-runs the search and listing triggers.
        const changes = { ...present(fields), ...(sellerId === stored.sellerId ? {} : { sellerId }) };
        await updateProduct(tx, id, changes);
        const newVariants = stockChanges ? variantsFor(merged.sizes, merged.colors, { variants, stock }, previous as ProductVariantInput[]) : null;
        if (newVariants) await replaceVariants(tx, id, newVariants);
        if (audited) {
          const after = { ...changes, ...(newVariants ? { stock: newVariants.reduce((sum, v) => sum + v.stock, 0) } : {}) };
          await auditAdminAction(tx, user, owners, {
            action: 'product.update', entityType: 'product', entityId: id,
            before: auditedFields(audited, Object.keys(after)), after: auditedFields(after, PRODUCT_AUDIT_FIELDS),
          });
        }
      });
      return written(id);
    },

    async remove(user: Acting, id: number): Promise<void> {
      const stored = await ownedProduct(writerOf(user), id);
      const owners = [{ sellerId: stored.sellerId }];
      await db.transaction(async (tx) => {
        const audited = isAdminOnOthers(user, owners) ? await findProductById(tx, id, { kind: 'admin' }) : null;
        await deleteProduct(tx, id);
        if (audited) {
          await auditAdminAction(tx, user, owners, {
            action: 'product.delete', entityType: 'product', entityId: id, before: auditedFields(audited, PRODUCT_AUDIT_FIELDS),
          });
        }
      });
      cache.invalidate();
    },
  };
}

export type ProductWritesService = ReturnType<typeof createProductWritesService>;
