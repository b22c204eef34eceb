import { describe, expect, it } from 'vitest';
import { notificationWords } from './notification-shape.js';

describe('what an entry says and where it leads', () => {
  it('back in stock and price drops name the product and link to it', () => {
    expect(notificationWords({ kind: 'back_in_stock', productId: 12, sellerId: 3, data: { productName: 'Boxy tee', size: 'M', color: 'Black' } }))
      .toEqual({ title: 'Back in stock: Boxy tee', body: 'M · Black is available again.', link: '/product/12' });
    expect(notificationWords({ kind: 'price_drop', productId: 12, sellerId: 3, data: { productName: 'Boxy tee', oldPrice: '40.00', newPrice: '34.50' } }))
      .toEqual({ title: 'Price drop: Boxy tee', body: 'Now $34.50, was $40.00.', link: '/product/12' });
  });

  it("a shop's drops link to the shop, or to the product when there is one", () => {
    const drops = (productCount: number) => notificationWords({
      kind: 'new_from_shop', productId: null, sellerId: 3, data: { shopName: 'Loop Knits', productName: 'Mohair cardigan', productIds: [41, 40, 39], productCount },
    });
    expect(drops(5)).toEqual({ title: 'New from Loop Knits', body: 'Mohair cardigan and 4 more', link: '/seller/3' });
    expect(drops(1)).toEqual({ title: 'New from Loop Knits', body: 'Mohair cardigan', link: '/product/41' });
  });

  it('order updates name the order, quote the tracking and lead to the orders page', () => {
    const order = (data: object) => notificationWords({ kind: 'order_update', productId: null, sellerId: null, data: { orderNumber: 'TL-1001', shopName: 'Loop Knits', ...data } });
    expect(order({ orderStatus: 'paid' })).toEqual({ title: 'Order TL-1001 paid', body: 'We received your payment from Loop Knits. We tell you when it ships.', link: '/account/orders' });
    expect(order({ orderStatus: 'shipped', carrier: 'UPS', trackingNumber: '1Z9' }).body).toBe('On its way from Loop Knits: UPS tracking 1Z9.');
    expect(order({ orderStatus: 'shipped' }).body).toBe('On its way from Loop Knits.');
    expect(order({ orderStatus: 'delivered' }).title).toBe('Order TL-1001 delivered');
    expect(order({ orderStatus: 'cancelled' }).title).toBe('Order TL-1001 cancelled');
  });

  it('says something sensible when the data is thin (an entry never fails to show)', () => {
    expect(notificationWords({ kind: 'price_drop', productId: null, sellerId: null, data: {} }))
      .toEqual({ title: 'Price drop: An item you saved', body: 'Its price went down.', link: '/notifications' });
  });
});
