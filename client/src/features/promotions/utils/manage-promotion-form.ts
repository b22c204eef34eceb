import { PROMOTION_MESSAGES, type PromotionKind, type PromotionReply } from '@shared/promotion-schemas';
import { trimPercent } from './manage-format';
import { isoToLocalInput, localInputToIso } from './manage-moments';

/** Whose code the form writes: a shop's (scope: products) or the platform's (scope: shops). */
export type PromotionOwner = 'seller' | 'platform';

/** The code form's fields as typed: every number stays text until it is sent. */
export interface PromotionFormValues {
  code: string;
  kind: PromotionKind;
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  /** Whole shop (or cart), or only the chosen products (or shops). */
  scope: 'all' | 'chosen';
  chosenIds: number[];
}

/** The body of POST and PUT: the whole promotion each time, a blank limit sent as null ("none"). */
export interface PromotionBody {
  code: string;
  kind: PromotionKind;
  value: string;
  minSubtotal: string | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  productIds?: number[] | null;
  sellerIds?: number[] | null;
}

export const emptyPromotionForm = (): PromotionFormValues => ({
  code: '', kind: 'percent', value: '', minSubtotal: '', startsAt: '', endsAt: '',
  usageLimit: '', perCustomerLimit: '', scope: 'all', chosenIds: [],
});

export function promotionToForm(promotion: PromotionReply, owner: PromotionOwner): PromotionFormValues {
  const chosen = (owner === 'seller' ? promotion.productIds : promotion.sellerIds) ?? [];
  return {
    code: promotion.code,
    kind: promotion.kind,
    value: promotion.kind === 'percent' ? trimPercent(promotion.value) : promotion.value,
    minSubtotal: promotion.minSubtotal ?? '',
    startsAt: isoToLocalInput(promotion.startsAt),
    endsAt: isoToLocalInput(promotion.endsAt),
    usageLimit: promotion.usageLimit === null ? '' : String(promotion.usageLimit),
    perCustomerLimit: promotion.perCustomerLimit === null ? '' : String(promotion.perCustomerLimit),
    scope: chosen.length ? 'chosen' : 'all',
    chosenIds: chosen,
  };
}

/** A limit as typed: blank is none; anything else goes as a number for the schema to judge ("abc" is NaN, refused). */
const limit = (text: string) => (text.trim() ? Number(text.trim()) : null);

/**
 * The form as the API body. "Chosen" with nothing ticked is sent as an empty list, so the schema
 * says "Choose at least one" rather than quietly widening the code to everything.
 */
export function toPromotionBody(form: PromotionFormValues, owner: PromotionOwner, stored?: PromotionReply): PromotionBody {
  const chosen = form.scope === 'chosen' ? form.chosenIds : null;
  return {
    code: form.code.trim(),
    kind: form.kind,
    value: form.value.trim(),
    minSubtotal: form.minSubtotal.trim() || null,
    startsAt: localInputToIso(form.startsAt, stored?.startsAt),
    endsAt: localInputToIso(form.endsAt, stored?.endsAt),
    usageLimit: limit(form.usageLimit),
    perCustomerLimit: limit(form.perCustomerLimit),
    ...(owner === 'seller' ? { productIds: chosen } : { sellerIds: chosen }),
  };
}

type FieldMessage = readonly [keyof PromotionFormValues, (message: string) => boolean];
const is = (text: string) => (message: string) => message === text;

/** Which field a server refusal belongs under; null leaves it for a toast. */
const SERVER_FIELDS: readonly FieldMessage[] = [
  ['code', is(PROMOTION_MESSAGES.code)],
  ['code', is(PROMOTION_MESSAGES.codeTaken)],
  ['kind', is(PROMOTION_MESSAGES.kind)],
  ['value', is(PROMOTION_MESSAGES.percentValue)],
  ['value', is(PROMOTION_MESSAGES.fixedValue)],
  ['minSubtotal', is(PROMOTION_MESSAGES.minSubtotal)],
  ['endsAt', is(PROMOTION_MESSAGES.window)],
  ['startsAt', is(PROMOTION_MESSAGES.date)],
  ['usageLimit', is(PROMOTION_MESSAGES.usageLimit)],
  // "This code has been used 3 times; the usage limit cannot be lower than that"
  ['usageLimit', (message) => message === PROMOTION_MESSAGES.usageLimitBelowUses(1) || /^This code has been used \d+ times; /.test(message)],
  ['chosenIds', is(PROMOTION_MESSAGES.scope)],
  ['chosenIds', is(PROMOTION_MESSAGES.notYourProduct)],
  ['chosenIds', is(PROMOTION_MESSAGES.unknownShop)],
  ['chosenIds', is(PROMOTION_MESSAGES.saleProducts)],
  ['chosenIds', is(PROMOTION_MESSAGES.unknownProduct)],
  ['chosenIds', is(PROMOTION_MESSAGES.notThisShopsProduct)],
  ['chosenIds', is(PROMOTION_MESSAGES.shopCodeScope)],
];

export function promotionFieldOf(message: string): keyof PromotionFormValues | null {
  return SERVER_FIELDS.find(([, matches]) => matches(message))?.[0] ?? null;
}

/** The schema's issue paths are the body's names; the form shows product and shop lists under one field. */
export function formFieldOfPath(path: string): keyof PromotionFormValues {
  return path === 'productIds' || path === 'sellerIds' ? 'chosenIds' : (path as keyof PromotionFormValues);
}
