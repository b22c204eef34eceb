import type { Db } from '../../db/client.js';
import { fromCents, toCents } from '../../../shared/money.js';
import { salePriceCents } from '../../../shared/scheduled-sale-price.js';
import { claimEnd, claimStart, lockSaleProducts, putOnSale, restoreSaleProducts, type SaleStart } from './scheduled-sales.repo.js';

/*
 * Starting and ending a sale (decision 020), the one path for both the sweeper and a seller who
 * ends a live sale. Each runs inside the caller's transaction, and its first statement is the
 * claim: a conditional status update, so whichever instance (or request) gets there first applies
 * it and every other finds nothing to do. The claim locks the sale row; a seller's edit locks it
 * too, so the two take turns and each sees what the other left.
 */

/** Answers whether this call started it. */
export async function startSale(tx: Db, saleId: number, now: Date): Promise<boolean> {
  const claimed = await claimStart(tx, saleId, now);
  if (!claimed) return false;
  const starts: SaleStart[] = [];
  for (const product of await lockSaleProducts(tx, saleId)) {
    const price = toCents(product.price);
    const sale = salePriceCents(price, claimed.percent);
    // Too cheap for the percent to take a cent off: the product is left as it is (and so at the end).
    if (sale === price) continue;
    starts.push({ ...product, salePrice: fromCents(sale) });
  }
  await putOnSale(tx, saleId, starts, now);
  return true;
}

/** Answers whether this call ended it. `early`: the seller ends it before its end. */
export async function endSale(tx: Db, saleId: number, now: Date, early = false): Promise<boolean> {
  if (!(await claimEnd(tx, saleId, now, early))) return false;
  await restoreSaleProducts(tx, saleId, now);
  return true;
}
