import { PROMOTION_MESSAGES, type ScheduledSaleReply } from '@shared/promotion-schemas';
import { isoToLocalInput, localInputToIso } from './manage-moments';

export interface SaleFormValues {
  name: string;
  percent: string;
  startsAt: string;
  endsAt: string;
  productIds: number[];
}

export interface SaleBody {
  name: string;
  percent: number;
  startsAt: string | null;
  endsAt: string | null;
  productIds: number[];
}

export const emptySaleForm = (): SaleFormValues => ({ name: '', percent: '20', startsAt: '', endsAt: '', productIds: [] });

export function saleToForm(sale: ScheduledSaleReply): SaleFormValues {
  return {
    name: sale.name,
    percent: String(sale.percent),
    startsAt: isoToLocalInput(sale.startsAt),
    endsAt: isoToLocalInput(sale.endsAt),
    productIds: sale.products.map((product) => product.id),
  };
}

/** The whole sale each time; an untouched start or end goes back exactly as stored. */
export function toSaleBody(form: SaleFormValues, stored?: ScheduledSaleReply): SaleBody {
  return {
    name: form.name.trim(),
    percent: form.percent.trim() ? Number(form.percent.trim()) : Number.NaN,
    startsAt: localInputToIso(form.startsAt, stored?.startsAt),
    endsAt: localInputToIso(form.endsAt, stored?.endsAt),
    productIds: form.productIds,
  };
}

/** Which field a server refusal of a sale belongs under; null leaves it for a toast. */
export function saleFieldOf(message: string): keyof SaleFormValues | null {
  if (message === PROMOTION_MESSAGES.salePercent) return 'percent';
  if (message === PROMOTION_MESSAGES.window) return 'endsAt';
  if (message === PROMOTION_MESSAGES.saleStartPast || message === PROMOTION_MESSAGES.date) return 'startsAt';
  if (message === PROMOTION_MESSAGES.saleProducts || message === PROMOTION_MESSAGES.scope
    || message === PROMOTION_MESSAGES.notYourProduct || message.startsWith('Already in another sale')) return 'productIds';
  return null;
}
