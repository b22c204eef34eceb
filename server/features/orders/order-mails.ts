import type { MailMessage } from '../mail/mailer.js';
import type { CheckoutReply, OrderReply } from '../../../shared/orders-schemas.js';

const signOff = ['', 'Threadline'];

/** The shop's real account comes from BANK_TRANSFER_DETAILS; never a made-up one. */
export function bankTransferInstructions(reference: string, grandTotal: string, bankDetails: string | undefined): string {
  const where = bankDetails ? `to ${bankDetails}` : '(we will email you our bank details)';
  return `Transfer $${grandTotal} ${where} with the reference ${reference}. `
    + 'Your orders ship once the transfer arrives; unpaid orders are cancelled after 3 days.';
}

function paymentLine(payment: CheckoutReply['payment']): string {
  if (payment.method === 'bank_transfer') return payment.instructions;
  return payment.method === 'demo' ? 'Demo payment: no money moves.' : 'Your orders are prepared once your card payment is confirmed.';
}

export function confirmationMail(to: string, name: string, reply: CheckoutReply): MailMessage {
  return {
    to,
    subject: `Your Threadline order ${reply.checkout.number}`,
    text: [
      `Hi ${name},`, '', `Thank you for your order ${reply.checkout.number}.`, '',
      ...reply.orders.map((order) => `${order.number} from ${order.businessName}: $${order.total} (${order.items.length} item(s))`),
      '', `Total: $${reply.checkout.grandTotal}`, '', paymentLine(reply.payment), ...signOff,
    ].join('\n'),
  };
}

export function newOrderMail(to: string, order: OrderReply): MailMessage {
  return {
    to,
    subject: `New order ${order.number}`,
    text: [
      `${order.businessName}, you have a new paid order: ${order.number}.`, '',
      ...order.items.map((item) => `${item.quantity} x ${item.productName} (${item.size} / ${item.color})`),
      '', `Ship to ${order.shippingAddress.fullName}, ${order.shippingAddress.city}, ${order.shippingAddress.country}.`, ...signOff,
    ].join('\n'),
  };
}

export function shippedMail(to: string, order: OrderReply): MailMessage {
  return {
    to,
    subject: `Your order ${order.number} has shipped`,
    text: [
      `${order.businessName} has shipped your order ${order.number}.`,
      `Carrier: ${order.carrier}`, `Tracking number: ${order.trackingNumber}`, ...signOff,
    ].join('\n'),
  };
}

export function cancelledMail(to: string, order: OrderReply): MailMessage {
  return {
    to,
    subject: `Your order ${order.number} was cancelled`,
    text: [`Your order ${order.number} from ${order.businessName} was cancelled.`, `Reason: ${order.cancelReason ?? 'not given'}`, ...signOff].join('\n'),
  };
}

/** Why money that arrived after its order was cancelled goes back (the refund's reason and the mail's line). */
export const PAID_TOO_LATE = 'The payment arrived after the order was cancelled, so it goes back to you.';

export function refundedMail(to: string, order: OrderReply, why: string): MailMessage {
  return {
    to,
    subject: `Refund for your order ${order.number}`,
    text: [`We are refunding $${order.total} for your order ${order.number} from ${order.businessName}.`, why, ...signOff].join('\n'),
  };
}
