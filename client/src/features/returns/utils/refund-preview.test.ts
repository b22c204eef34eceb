import { describe, expect, it } from 'vitest';
import type { OrderReply } from '@shared/orders-schemas';
import type { ReturnReply } from '@shared/return-schemas';
import { checkoutNumberOf, chosenItems, clampQuantity, refundPreview, returnableLines, shippingClaimed } from './refund-preview';

const item = (id: number, price: string, quantity: number): OrderReply['items'][number] => ({
  id, productId: id, variantId: id, productName: `Item ${id}`, image: null, quantity, price,
  lineTotal: (Number(price) * quantity).toFixed(2), size: 'M', color: 'Black',
});
const items = [item(1, '29.99', 2), item(2, '10.00', 1), item(3, '5.50', 3)];

describe('returnableLines', () => {
  it('keeps the items with units left, capped at what was bought, in the order of the order', () => {
    const lines = returnableLines(items, { until: '2026-12-12T00:00:00.000Z', items: [{ orderItemId: 3, quantity: 1 }, { orderItemId: 1, quantity: 5 }, { orderItemId: 2, quantity: 0 }] });
    expect(lines.map((line) => [line.item.id, line.max])).toEqual([[1, 2], [3, 1]]);
  });
  it('gives nothing when the server lists nothing', () => {
    expect(returnableLines(items, { until: '2026-12-12T00:00:00.000Z', items: [] })).toEqual([]);
  });
});

describe('clampQuantity', () => {
  it('holds a typed number to whole units between 0 and the max', () => {
    expect(clampQuantity(5, 2)).toBe(2);
    expect(clampQuantity(-1, 2)).toBe(0);
    expect(clampQuantity(1.7, 2)).toBe(1);
    expect(clampQuantity(Number.NaN, 2)).toBe(0);
  });
});

describe('refundPreview', () => {
  const lines = returnableLines(items, { until: '2026-12-12T00:00:00.000Z', items: [{ orderItemId: 1, quantity: 2 }, { orderItemId: 3, quantity: 3 }] });
  it('adds the chosen units at the price paid, in cents', () => {
    expect(refundPreview({ lines, quantities: { 1: 2, 3: 1 }, reason: 'doesnt_fit', shippingFee: '4.95', shippingClaimed: false }))
      .toEqual({ itemsCents: 6548, shippingCents: 0, totalCents: 6548 });
  });
  it('gives the shipping fee back when the shop is at fault', () => {
    expect(refundPreview({ lines, quantities: { 1: 1 }, reason: 'damaged', shippingFee: '4.95', shippingClaimed: false }))
      .toEqual({ itemsCents: 2999, shippingCents: 495, totalCents: 3494 });
    expect(refundPreview({ lines, quantities: { 1: 1 }, reason: 'not_as_described', shippingFee: '4.95', shippingClaimed: false }).shippingCents).toBe(495);
  });
  it('not twice, and not for nothing chosen', () => {
    expect(refundPreview({ lines, quantities: { 1: 1 }, reason: 'damaged', shippingFee: '4.95', shippingClaimed: true }).shippingCents).toBe(0);
    expect(refundPreview({ lines, quantities: {}, reason: 'damaged', shippingFee: '4.95', shippingClaimed: false }).totalCents).toBe(0);
  });
  it('never counts more units than may be returned, nor items not returnable', () => {
    expect(refundPreview({ lines, quantities: { 1: 9, 2: 1 }, reason: 'changed_mind', shippingFee: '0.00', shippingClaimed: false }).totalCents).toBe(5998);
  });
});

describe('chosenItems', () => {
  it('sends only the items with units, clamped', () => {
    const lines = returnableLines(items, { until: '2026-12-12T00:00:00.000Z', items: [{ orderItemId: 1, quantity: 2 }, { orderItemId: 3, quantity: 3 }] });
    expect(chosenItems(lines, { 1: 0, 3: 7 })).toEqual([{ orderItemId: 3, quantity: 3 }]);
  });
});

describe('shippingClaimed', () => {
  const earlier = (reason: ReturnReply['reason'], status: ReturnReply['status']) => ({ reason, status }) as ReturnReply;
  it('is claimed by a live or refunded return for the shop\'s fault, not by a refused one', () => {
    expect(shippingClaimed([earlier('damaged', 'requested')])).toBe(true);
    expect(shippingClaimed([earlier('not_as_described', 'refunded')])).toBe(true);
    expect(shippingClaimed([earlier('damaged', 'refused'), earlier('doesnt_fit', 'refunded')])).toBe(false);
  });
});

describe('checkoutNumberOf', () => {
  it('drops the seller order\'s index', () => {
    expect(checkoutNumberOf('TL-000123-2')).toBe('TL-000123');
  });
});
