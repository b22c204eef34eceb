import type { Db } from '../../db/client.js';
import { AppError, invalidData } from '../../errors.js';
import { ADMIN_MESSAGES, MAX_CSV_BYTES, type ImportRowError } from '../../../shared/admin-schemas.js';
import { variantsFor } from '../../../shared/product-schemas.js';
import { parseProductCsv, type CsvProduct } from './product-csv.js';
import { categoryIdsBySlug, existingSellerIds, insertImportedProducts, type ImportedProduct } from './product-import.repo.js';
import { recordAudit, type AuditActor } from '../../kernel/audit.repo.js';

/** The error list in a 400 stays readable; the message still counts every row with an error. */
const MAX_REPORTED_ERRORS = 200;

function toImported({ product }: CsvProduct): ImportedProduct {
  return {
    sellerId: product.sellerId ?? null,
    categoryId: product.categoryId,
    name: product.name,
    description: product.description,
    price: product.price,
    originalPrice: product.originalPrice ?? null,
    images: product.images,
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

/** CSV import (DECISIONS.md "CSV import"): every row checked first, then all or nothing. */
export function createProductImportService(db: Db) {
  return {
    async importCsv(actor: AuditActor, csvContent: string): Promise<{ created: number }> {
      if (Buffer.byteLength(csvContent, 'utf8') > MAX_CSV_BYTES) throw new AppError('too_large', ADMIN_MESSAGES.csvTooLarge);
      const parsed = parseProductCsv(csvContent, await categoryIdsBySlug(db));
      const errors = [...parsed.errors];
      const sellerIds = [...new Set(parsed.products.flatMap(({ product }) => (product.sellerId ? [product.sellerId] : [])))];
      const known = await existingSellerIds(db, sellerIds);
      for (const { row, product } of parsed.products) {
        if (product.sellerId && !known.has(product.sellerId)) errors.push({ row, column: 'sellerId', message: ADMIN_MESSAGES.sellerUnknown });
      }
      if (errors.length) throw failure(errors);

      const created = await db.transaction(async (tx) => {
        const count = await insertImportedProducts(tx, parsed.products.map(toImported));
        await recordAudit(tx, actor, { action: 'product.import', entityType: 'product', after: { created: count } });
        return count;
      });
      return { created };
    },
  };
}

export type ProductImportService = ReturnType<typeof createProductImportService>;
