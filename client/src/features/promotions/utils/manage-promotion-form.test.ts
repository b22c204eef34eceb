import { describe, expect, test } from 'vitest';
import { PROMOTION_MESSAGES, platformPromotionInputSchema, sellerPromotionInputSchema, type PromotionReply } from '@shared/promotion-schemas';
import { emptyPromotionForm, promotionFieldOf, promotionToForm, toPromotionBody } from './manage-promotion-form';
import { isoToLocalInput, localInputToIso } from './manage-moments';

const stored: PromotionReply = {
  id: 7, code: 'Drop15', fundedBy: 'seller', sellerId: 3, businessName: 'Static Co', kind: 'percent', value: '12.50',
  minSubtotal: '40.00', startsAt: '2026-12-01T09:00:30.000Z', endsAt: null, usageLimit: 10, perCustomerLimit: 1,
  usedCount: 3, productIds: [4, 9], sellerIds: null, state: 'active', createdAt: '2026-11-20T00:00:00.000Z', updatedAt: '2026-11-20T00:00:00.000Z',
};

describe('the code form and the API body', () => {
  test('blank limits, minimum and window are sent as null (none), and the whole shop as no product list', () => {
    const body = toPromotionBody({ ...emptyPromotionForm(), code: ' drop10 ', value: '10' }, 'seller');
    expect(body).toEqual({
      code: 'drop10', kind: 'percent', value: '10', minSubtotal: null, startsAt: null, endsAt: null,
      usageLimit: null, perCustomerLimit: null, productIds: null,
    });
    expect(sellerPromotionInputSchema.safeParse(body).success).toBe(true);
  });

  test('a stored code comes back to the same body when nothing was touched (the start keeps its seconds)', () => {
    const form = promotionToForm(stored, 'seller');
    expect(form).toMatchObject({ value: '12.5', minSubtotal: '40.00', usageLimit: '10', perCustomerLimit: '1', scope: 'chosen', chosenIds: [4, 9], endsAt: '' });
    const body = toPromotionBody(form, 'seller', stored);
    expect(body).toMatchObject({ code: 'Drop15', value: '12.5', startsAt: '2026-12-01T09:00:30.000Z', endsAt: null, usageLimit: 10, productIds: [4, 9] });
    expect(sellerPromotionInputSchema.safeParse(body).success).toBe(true);
  });

  test('a platform code scopes by shops and never sends products', () => {
    const body = toPromotionBody({ ...emptyPromotionForm(), code: 'SITE5', kind: 'fixed', value: '5', scope: 'chosen', chosenIds: [2, 5] }, 'platform');
    expect(body.sellerIds).toEqual([2, 5]);
    expect('productIds' in body).toBe(false);
    expect(platformPromotionInputSchema.safeParse(body).success).toBe(true);
  });

  test('chosen with nothing ticked is refused, not widened to the whole shop', () => {
    const body = toPromotionBody({ ...emptyPromotionForm(), code: 'NONE', value: '5', scope: 'chosen', chosenIds: [] }, 'seller');
    expect(body.productIds).toEqual([]);
    const result = sellerPromotionInputSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PROMOTION_MESSAGES.saleProducts);
  });

  test('a limit that is no whole number reaches the schema and gets its message', () => {
    const body = toPromotionBody({ ...emptyPromotionForm(), code: 'ABC', value: '5', usageLimit: 'ten' }, 'seller');
    const result = sellerPromotionInputSchema.safeParse(body);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toContainEqual(['usageLimit', PROMOTION_MESSAGES.usageLimit]);
  });

  test('a wall-clock time goes out as the instant it names, and comes back as the same wall-clock time', () => {
    const iso = localInputToIso('2026-12-01T09:00');
    expect(iso).toBe(new Date(2026, 11, 1, 9, 0).toISOString());
    expect(isoToLocalInput(iso)).toBe('2026-12-01T09:00');
    expect(localInputToIso('')).toBeNull();
  });

  test('server refusals land under their fields', () => {
    expect(promotionFieldOf(PROMOTION_MESSAGES.codeTaken)).toBe('code');
    expect(promotionFieldOf(PROMOTION_MESSAGES.window)).toBe('endsAt');
    expect(promotionFieldOf(PROMOTION_MESSAGES.notYourProduct)).toBe('chosenIds');
    expect(promotionFieldOf('Something else')).toBeNull();
  });
});
