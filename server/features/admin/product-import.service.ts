import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { ObjectStorage } from '../../storage/storage.js';
import { AppError, invalidData } from '../../errors.js';
import { ADMIN_MESSAGES, MAX_CSV_BYTES, type ImportRowError } from '../../../shared/admin-schemas.js';
import { variantsFor } from '../../../shared/product-schemas.js';
import { UPLOAD_MAX_BYTES } from '../../../shared/media-schemas.js';
import { parseProductCsv, type CsvProduct } from './product-csv.js';
import { resolveImportImages, type StoredImportImage } from './product-import-images.js';
import {
  categoryIdsBySlug, existingSellerIds, insertImportedProducts, recordImportedImages, type ImportedProduct,
} from './product-import.repo.js';
import { recordAudit, type AuditActor } from '../../kernel/audit.repo.js';

/** The error list in a 400 stays readable; the message still counts every row with an error. */
const MAX_REPORTED_ERRORS = 200;

function toImported({ product }: CsvProduct, images: string[]): ImportedProduct {
  return {
    sellerId: product.sellerId ?? null,
    categoryId: product.categoryId,
    name: product.name,
    description: product.description,
    price: product.price,
    originalPrice: product.originalPrice ?? null,
    images,
    sizes: product.sizes,
    colors: product.colors,
    tags: product.tags ?? [],
    isActive: product.isActive ?? true,
    isFeatured: product.isFeatured ?? false,
    isOnSale: product.isOnSale ?? false,
    // The stock column gives every size and colour that stock (DECISIONS.md "Stock").
    variants: variantsFor(product.sizes, product.colors, { stock: product.stock ?? 0 }),
  };
}

function failure(errors: ImportRowError[]): AppError {
  const rows = new Set(errors.map((error) => error.row)).size;
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  return invalidData(
    `${ADMIN_MESSAGES.importFailed(rows)} (rows are numbered as in a spreadsheet: the header is row 1)`,
    sorted.slice(0, MAX_REPORTED_ERRORS),
  );
}

export interface ProductImportDeps {
  db: Db;
  storage: ObjectStorage;
  /** fetchRemoteImage with the shop's settings bound (server/features/media/remote-image.ts). */
  fetchImage: (url: string, signal?: AbortSignal) => Promise<Buffer>;
  /** IMPORT_IMAGES_ALLOW_PRIVATE: http image URLs are fetched too (tests). */
  allowHttpImages?: boolean;
  /** PUBLIC_ORIGIN: its `/objects/...` URLs are this shop's own images. */
  publicOrigin?: string;
}

/** The images an import fetched are the admin's uploads, so the purge of images nothing shows takes them later. */
function importUploads(userId: number, images: StoredImportImage[], at: Date) {
  return images.map(({ objectPath, bytes }) => ({
    userId, objectPath, purpose: 'image' as const, uploadKey: `import/${randomUUID()}`, maxBytes: UPLOAD_MAX_BYTES.image,
    storedBytes: bytes, expiresAt: at, usedAt: at,
  }));
}

/**
 * CSV import (DECISIONS.md "CSV import"): every row checked first, then every image fetched or
 * found (issue 22), then all or nothing. Images fetched for an import that fails are deleted at once.
 */
export function createProductImportService({ db, storage, fetchImage, allowHttpImages = false, publicOrigin }: ProductImportDeps) {
  return {
    /** `requestOrigin`: the origin the admin's browser is on; its `/objects/...` URLs are the shop's own too. */
    async importCsv(actor: AuditActor, csvContent: string, requestOrigin?: string): Promise<{ created: number }> {
      if (Buffer.byteLength(csvContent, 'utf8') > MAX_CSV_BYTES) throw new AppError('too_large', ADMIN_MESSAGES.csvTooLarge);
      const ownOrigins = [publicOrigin, requestOrigin].flatMap((origin) => (origin && URL.canParse(origin) ? [new URL(origin).origin] : []));
      const parsed = parseProductCsv(csvContent, await categoryIdsBySlug(db), { ownOrigins, allowHttp: allowHttpImages });
      const errors = [...parsed.errors];
      const sellerIds = [...new Set(parsed.products.flatMap(({ product }) => (product.sellerId ? [product.sellerId] : [])))];
      const known = await existingSellerIds(db, sellerIds);
      for (const { row, product } of parsed.products) {
        if (product.sellerId && !known.has(product.sellerId)) errors.push({ row, column: 'sellerId', message: ADMIN_MESSAGES.sellerUnknown });
      }
      // A file with text errors is refused before any image is fetched: fixing it costs nothing to check.
      if (errors.length) throw failure(errors);

      const images = await resolveImportImages(parsed.products, { storage, fetchImage });
      try {
        if (images.errors.length) throw failure(images.errors);
        const created = await db.transaction(async (tx) => {
          const count = await insertImportedProducts(tx, parsed.products.map((row) => toImported(row, images.imagesOf(row))));
          if (actor.id !== null) await recordImportedImages(tx, importUploads(actor.id, images.stored, new Date()));
          await recordAudit(tx, actor, {
            action: 'product.import', entityType: 'product', after: { created: count, imagesFetched: images.stored.length },
          });
          return count;
        });
        return { created };
      } catch (error) {
        await images.discard();
        throw error;
      }
    },
  };
}

export type ProductImportService = ReturnType<typeof createProductImportService>;
