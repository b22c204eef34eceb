import { describe, expect, test } from 'vitest';
import { PROMOTION_MESSAGES, scheduledSaleInputSchema, type ScheduledSaleReply } from '@shared/promotion-schemas';
import { emptySaleForm, saleFieldOf, saleToForm, toSaleBody } from './manage-sale-form';

const live: ScheduledSaleReply = {
  id: 4, name: 'Winter drop', percent: 20, startsAt: '2026-11-27T10:00:05.123Z', endsAt: '2026-12-01T10:00:00.000Z', status: 'live',
  products: [{ id: 8, name: 'Static Hoodie', price: '80.00', salePrice: '64.00' }], createdAt: '2026-11-26T10:00:00.000Z',
};

describe('the sale form and the API body', () => {
  test('a new sale is sent with its percent as a number and its times as instants', () => {
    const body = toSaleBody({ ...emptySaleForm(), name: ' Drop ', startsAt: '2026-12-01T09:00', endsAt: '2026-12-02T09:00', productIds: [3] });
    expect(body).toEqual({ name: 'Drop', percent: 20, startsAt: new Date(2026, 11, 1, 9).toISOString(), endsAt: new Date(2026, 11, 2, 9).toISOString(), productIds: [3] });
    expect(scheduledSaleInputSchema.safeParse(body).success).toBe(true);
  });

  test('editing only the end of a live sale sends its start back to the millisecond', () => {
    const form = { ...saleToForm(live), endsAt: '2026-12-03T10:00' };
    const body = toSaleBody(form, live);
    expect(body.startsAt).toBe(live.startsAt);
    expect(body.endsAt).toBe(new Date(2026, 11, 3, 10).toISOString());
    expect(body.productIds).toEqual([8]);
  });

  test('a blank percent is refused with the sale message', () => {
    const body = toSaleBody({ ...emptySaleForm(), percent: '', startsAt: '2026-12-01T09:00', endsAt: '2026-12-02T09:00', productIds: [3] });
    expect(scheduledSaleInputSchema.safeParse(body).error?.issues[0]?.message).toBe(PROMOTION_MESSAGES.salePercent);
  });

  test('server refusals land under their fields', () => {
    expect(saleFieldOf(PROMOTION_MESSAGES.saleOverlap('Static Hoodie'))).toBe('productIds');
    expect(saleFieldOf(PROMOTION_MESSAGES.saleStartPast)).toBe('startsAt');
    expect(saleFieldOf(PROMOTION_MESSAGES.saleLiveEdit)).toBeNull();
  });
});
