import type { Db } from '../../db/client.js';
import { AppError, conflict, unauthorized } from '../../errors.js';
import { readSize } from '../../../shared/catalog-constants.js';
import {
  NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES, stockAlertListSchema, type StockAlertInput,
} from '../../../shared/notification-schemas.js';
import { findListedProducts } from '../catalog/products.repo.js';
import { productNotFound } from './favourites.service.js';
import { lockShopperForWrite } from './shopper-lock.repo.js';
import {
  countStockAlerts, deleteStockAlert, findVariant, hasStockAlert, insertStockAlert, listStockAlerts, productIsListed,
} from './stock-alerts.repo.js';

type StockAlertState = { productId: number; size: string; color: string; waiting: boolean };

/** "m" and "Medium" are the size M, as the catalogue reads sizes; a size it does not know is kept as typed. */
const sizeOf = (size: string) => readSize(size) ?? size.trim();

/** "Tell me when it's back" on a sold-out size and colour; the restock fan-out deletes the alert once told. */
export function createStockAlertsService(db: Db) {
  return {
    async list(userId: number) {
      const rows = await listStockAlerts(db, userId);
      const listed = new Map((await findListedProducts(db, [...new Set(rows.map((row) => row.productId))])).map((product) => [product.id, product]));
      // Parsed here: the product's timestamps are one-way transforms the reply serializer cannot encode.
      return stockAlertListSchema.parse({
        items: rows.map((row) => {
          const product = listed.get(row.productId);
          return {
            productId: row.productId, size: row.size, color: row.color, createdAt: row.createdAt.toISOString(),
            product: product ?? null, name: product?.name ?? row.name,
          };
        }),
      });
    },

    async wait(userId: number, productId: number, input: StockAlertInput): Promise<StockAlertState> {
      return db.transaction(async (tx) => {
        if (!(await lockShopperForWrite(tx, userId))) throw unauthorized();
        if (!(await productIsListed(tx, productId))) throw productNotFound();
        const variant = await findVariant(tx, productId, sizeOf(input.size), input.color);
        if (!variant) throw new AppError('not_found', NOTIFICATION_MESSAGES.variantNotFound);
        if (variant.stock > 0) throw conflict(NOTIFICATION_MESSAGES.variantInStock);
        const alert = { userId, productId, size: variant.size, color: variant.color };
        if (!(await hasStockAlert(tx, userId, productId, variant.size, variant.color))) {
          if ((await countStockAlerts(tx, userId)) >= NOTIFICATION_LIMITS.maxStockAlerts) throw conflict(NOTIFICATION_MESSAGES.tooManyStockAlerts);
          await insertStockAlert(tx, alert);
        }
        return { productId, size: variant.size, color: variant.color, waiting: true };
      });
    },

    /** Whatever the product's state now; nothing waiting is fine too. */
    async stopWaiting(userId: number, productId: number, input: StockAlertInput): Promise<StockAlertState> {
      const size = sizeOf(input.size);
      await deleteStockAlert(db, userId, productId, size, input.color);
      return { productId, size, color: input.color, waiting: false };
    },
  };
}

export type StockAlertsService = ReturnType<typeof createStockAlertsService>;
