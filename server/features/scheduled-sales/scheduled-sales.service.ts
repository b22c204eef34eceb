import type { Db } from '../../db/client.js';
import { conflict, notFound, unprocessable } from '../../errors.js';
import type { CatalogChanges } from '../../kernel/reply-cache.js';
import { fromCents, toCents } from '../../../shared/money.js';
import {
  PROMOTION_MESSAGES, scheduledSaleReplySchema, type ScheduledSaleInput, type ScheduledSaleReply, type ShopListQuery,
} from '../../../shared/promotion-schemas.js';
import { salePriceCents } from '../../../shared/scheduled-sale-price.js';
import { endSale } from './sale-moves.js';
import {
  deleteSale, insertSale, lockSale, lockShopSales, overlappingSales, ownProductIds, replaceSaleProducts, saleOf, saleProductIds, salesPage,
  updateSale, type ListedSale, type SaleRow,
} from './scheduled-sales.repo.js';

/** A start this far in the past is still "now": the seller's clock, and the time the request took. */
export const START_CLOCK_SLACK_MS = 60_000;
/** How many products the overlap message names before "and N more". */
const NAMED_OVERLAPS = 5;

type Seller = { sellerId: number };

function saleReply(sale: ListedSale): ScheduledSaleReply {
  return scheduledSaleReplySchema.parse({
    id: sale.id,
    name: sale.name,
    percent: sale.percent,
    startsAt: sale.startsAt.toISOString(),
    endsAt: sale.endsAt.toISOString(),
    status: sale.status,
    // The list price before the sale: what the start remembered, or the price now if it has not started.
    products: sale.lines.map((line) => {
      const price = line.priceBefore ?? line.price;
      return { id: line.id, name: line.name, price, salePrice: line.salePrice ?? fromCents(salePriceCents(toCents(price), sale.percent)) };
    }),
    createdAt: sale.createdAt.toISOString(),
  });
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && new Set([...a, ...b]).size === a.length;

/**
 * A shop's scheduled sales (issue 26, decision 020): percent off chosen products of its own between
 * two times. The sweeper starts and ends them; here the shop plans, changes and removes them. Every
 * write locks the shop's sales, then the sale row, so it takes turns with the sweeper's claim.
 */
export function createScheduledSalesService(deps: { db: Db; catalogWrites: CatalogChanges }) {
  const { db, catalogWrites } = deps;

  async function reply(sellerId: number, id: number): Promise<ScheduledSaleReply> {
    const sale = await saleOf(db, sellerId, id);
    if (!sale) throw notFound('Sale');
    return saleReply(sale);
  }

  /** The rules a planned window and its products must meet: the shop's own products, in no other sale at that time. */
  async function checkPlan(tx: Db, sellerId: number, input: ScheduledSaleInput, saleId: number | null): Promise<void> {
    const own = await ownProductIds(tx, sellerId, input.productIds);
    if (input.productIds.some((id) => !own.has(id))) throw unprocessable(PROMOTION_MESSAGES.notYourProduct);
    const overlaps = await overlappingSales(tx, { ...input, exceptSaleId: saleId });
    if (overlaps.length > 0) {
      const named = overlaps.slice(0, NAMED_OVERLAPS).map((o) => `${o.productName} (${o.saleName})`);
      const more = overlaps.length > NAMED_OVERLAPS ? ` and ${overlaps.length - NAMED_OVERLAPS} more` : '';
      throw conflict(PROMOTION_MESSAGES.saleOverlap(named.join(', ') + more));
    }
  }

  function checkStart(startsAt: Date, now: Date): void {
    if (startsAt.getTime() < now.getTime() - START_CLOCK_SLACK_MS) throw unprocessable(PROMOTION_MESSAGES.saleStartPast);
  }

  async function lockedSale(tx: Db, sellerId: number, id: number): Promise<SaleRow> {
    await lockShopSales(tx, sellerId);
    const sale = await lockSale(tx, sellerId, id);
    // Another shop's sale reads as no sale at all.
    if (!sale) throw notFound('Sale');
    return sale;
  }

  return {
    /** One page of the shop's sales, latest start first, and how many it has in all. */
    async list({ sellerId }: Seller, page: ShopListQuery): Promise<{ sales: ScheduledSaleReply[]; total: number }> {
      const { sales, total } = await salesPage(db, sellerId, page);
      return { sales: sales.map(saleReply), total };
    },

    async create({ sellerId }: Seller, input: ScheduledSaleInput, now = new Date()): Promise<ScheduledSaleReply> {
      checkStart(input.startsAt, now);
      const id = await db.transaction(async (tx) => {
        await lockShopSales(tx, sellerId);
        await checkPlan(tx, sellerId, input, null);
        const saleId = await insertSale(tx, sellerId, { name: input.name, percent: input.percent, startsAt: input.startsAt, endsAt: input.endsAt });
        await replaceSaleProducts(tx, saleId, input.productIds);
        return saleId;
      });
      return reply(sellerId, id);
    },

    /**
     * A scheduled sale is replaced whole; a live one may only move its end (the products are on
     * sale at their sale price already); an ended one is history.
     */
    async update({ sellerId }: Seller, id: number, input: ScheduledSaleInput, now = new Date()): Promise<ScheduledSaleReply> {
      await db.transaction(async (tx) => {
        const sale = await lockedSale(tx, sellerId, id);
        if (sale.status === 'ended') throw conflict(PROMOTION_MESSAGES.saleEnded);
        if (sale.status === 'live') {
          const unchanged = input.name === sale.name && input.percent === sale.percent
            && input.startsAt.getTime() === sale.startsAt.getTime() && sameIds(input.productIds, await saleProductIds(tx, id));
          if (!unchanged) throw conflict(PROMOTION_MESSAGES.saleLiveEdit);
          await checkPlan(tx, sellerId, input, id);
          await updateSale(tx, id, { endsAt: input.endsAt });
          return;
        }
        if (input.startsAt.getTime() !== sale.startsAt.getTime()) checkStart(input.startsAt, now);
        await checkPlan(tx, sellerId, input, id);
        await updateSale(tx, id, { name: input.name, percent: input.percent, startsAt: input.startsAt, endsAt: input.endsAt });
        await replaceSaleProducts(tx, id, input.productIds);
      });
      return reply(sellerId, id);
    },

    /**
     * A scheduled or ended sale is deleted. A live one is ended now through the sweeper's own move
     * (prices put back) and kept, ended, so the shop's list shows that it ran and until when;
     * deleting it again removes the record.
     */
    async remove({ sellerId }: Seller, id: number, now = new Date()): Promise<void> {
      const endedNow = await db.transaction(async (tx) => {
        const sale = await lockedSale(tx, sellerId, id);
        if (sale.status === 'live') return endSale(tx, id, now, true);
        await deleteSale(tx, id);
        return false;
      });
      if (endedNow) catalogWrites.invalidate();
    },
  };
}

export type ScheduledSalesService = ReturnType<typeof createScheduledSalesService>;
