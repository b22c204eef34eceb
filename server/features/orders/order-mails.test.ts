import { describe, expect, it } from 'vitest';
import type { OrderReply } from '../../../shared/orders-schemas.js';
import { mailHtml } from '../mail/mail-html.js';
import { bankTransferInstructions, cancelledMail, confirmationMail, newOrderMail, paymentReceivedMail, refundedMail, shippedMail } from './order-mails.js';

const link = (path: string) => `https://shop.example.com${path}`;

const order = {
  id: 1, number: 'TL-000042-1', checkoutId: 1, checkoutNumber: 'TL-000042', sellerId: 1, businessName: 'Low Orbit', buyerName: 'Sam Buyer',
  status: 'shipped', paymentStatus: 'paid', paymentMethod: 'stripe', subtotal: '43.00', shippingFee: '5.99', total: '48.99',
  commissionRate: null, commissionAmount: null, sellerNet: null,
  shippingAddress: { fullName: 'Sam Buyer', line1: '1 Main St', line2: '', city: 'Austin', region: 'TX', postalCode: '78701', country: 'US', phone: '+1 555 0100' },
  carrier: 'UPS', trackingNumber: '1Z999AA10123456784', expiresAt: null, shippedAt: null, deliveredAt: null, cancelledAt: null, cancelReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  items: [{ id: 1, productId: 1, variantId: 1, productName: 'Orbit Tee', image: null, quantity: 1, price: '43.00', lineTotal: '43.00', size: 'M', color: 'Black' }],
  events: [], refund: null,
} satisfies OrderReply;

describe('bank transfer instructions', () => {
  it('name the configured account, the amount and the checkout number as reference', () => {
    const text = bankTransferInstructions('TL-000042', '105.98', 'Threadline Ltd, IBAN DE89 3704 0044 0532 0130 00');
    expect(text).toContain('Transfer $105.98 to Threadline Ltd, IBAN DE89 3704 0044 0532 0130 00 with the reference TL-000042.');
    expect(text).not.toContain('we will email you');
  });
});

describe('order mails', () => {
  it('link the parcel at its carrier when we know the carrier, and the orders page otherwise', () => {
    const shipped = shippedMail('sam@example.com', order, link);
    expect(shipped.text).toContain('Carrier: UPS\nTracking number: 1Z999AA10123456784');
    expect(shipped.text).toContain('Track your parcel: https://www.ups.com/track?tracknum=1Z999AA10123456784');
    const other = shippedMail('sam@example.com', { ...order, carrier: 'Royal Mail' }, link);
    expect(other.text).toContain('Carrier: Royal Mail');
    expect(other.text).toContain('View your orders: https://shop.example.com/account/orders');
    expect(other.text).not.toContain('Track your parcel');
  });

  it('say how much is refunded and to what, and the HTML part carries the same', () => {
    const refunded = { ...order, status: 'delivered' as const, refund: { amount: '48.99', reason: 'Wrong fit', refundedAt: '2026-11-25T10:00:00.000Z' } };
    const mail = refundedMail('sam@example.com', refunded, 'Reason: Wrong fit', link);
    expect(mail.subject).toBe('Refund for your order TL-000042-1');
    expect(mail.text).toContain('We are refunding $48.99 for your order TL-000042-1 from Low Orbit, to the card you paid with');
    expect(mail.text).toContain('Refund: $48.99');
    expect(mailHtml(mail.subject, mail.text)).toMatch(/>Refund<\/th><td[^>]*>\$48\.99<\/td>/);
    const transfer = refundedMail('sam@example.com', { ...refunded, paymentMethod: 'bank_transfer' }, 'Reason: Wrong fit', link);
    expect(transfer.text).toContain('by bank transfer to the account you paid from');
  });

  it('tell why an order was cancelled, and the refund when it was paid', () => {
    const unpaid = cancelledMail('sam@example.com', { ...order, status: 'cancelled', cancelReason: 'Payment not received in time' }, link);
    expect(unpaid.text).toContain('Reason: Payment not received in time');
    expect(unpaid.text).not.toContain('refunding');
    const paid = cancelledMail('sam@example.com', { ...order, status: 'cancelled', cancelReason: 'Out of stock', refund: { amount: '48.99', reason: 'Out of stock', refundedAt: '2026-11-25T10:00:00.000Z' } }, link);
    expect(paid.text).toContain('We are refunding $48.99 to the card you paid with');
  });
});

describe('order mails with codes', () => {
  const discounted = {
    ...order, subtotal: '43.00', discount: '9.30', total: '39.69',
    codes: [{ code: 'ORBIT10', fundedBy: 'seller' as const, amount: '4.30' }, { code: 'WELCOME5', fundedBy: 'platform' as const, amount: '5.00' }],
  };

  it('show the discount with its codes where they show the total, and no discount line without one', () => {
    expect(paymentReceivedMail('sam@example.com', discounted, link).text).toContain('Discount: -$9.30 (ORBIT10, WELCOME5)\nPaid: $39.69');
    expect(newOrderMail('shop@example.com', { ...discounted, sellerNet: '38.05' }, link).text).toContain('Discount: -$9.30 (ORBIT10, WELCOME5)\nTotal: $39.69');
    expect(paymentReceivedMail('sam@example.com', order, link).text).not.toContain('Discount');
    expect(paymentReceivedMail('sam@example.com', { ...order, discount: '0.00', codes: [] }, link).text).not.toContain('Discount');
  });

  it('the confirmation shows each order\'s discount and the checkout\'s', () => {
    const mail = confirmationMail('sam@example.com', 'Sam', {
      checkout: {
        id: 1, number: 'TL-000042', shippingMethod: 'standard', paymentMethod: 'demo', itemsTotal: '43.00', shippingTotal: '5.99',
        discountTotal: '9.30', grandTotal: '39.69', createdAt: '2026-11-20T10:00:00.000Z',
      },
      orders: [discounted],
      payment: { method: 'demo', reference: 'TL-000042', status: 'pending' },
    }, link);
    expect(mail.text).toContain('TL-000042-1 from Low Orbit: $39.69 (1 item(s), $9.30 off)');
    expect(mail.text).toContain('Discounts: -$9.30\nTotal: $39.69');
  });
});
