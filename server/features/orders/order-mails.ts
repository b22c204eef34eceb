import { composeMail, type MailContent } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mailer.js';
import { trackingUrl } from '../../../shared/carriers.js';
import { formatPrice } from '../../../shared/money.js';
import type { CheckoutReply, OrderReply } from '../../../shared/orders-schemas.js';
import type { PaymentMethod } from '../../../shared/payment-transitions.js';

/** Every order mail links to one page of the shop; `link` writes its full address (mailer.link). */
type Link = (path: string) => string;
/** The order-update mails (paid, shipped, delivered, cancelled) carry the link that turns them off. */
type Unsubscribe = MailContent['unsubscribe'];

const BUYER_ORDERS = '/account/orders';
const SELLER_ORDERS = '/seller-dashboard';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The shop's account comes from BANK_TRANSFER_DETAILS (the labelled demo one on a demo start); never a made-up one. */
export function bankTransferInstructions(reference: string, grandTotal: string, bankDetails: string): string {
  return `Transfer ${formatPrice(grandTotal)} to ${bankDetails} with the reference ${reference}. `
    + 'Your orders ship once the transfer arrives; unpaid orders are cancelled after 3 days.';
}

function paymentParagraph(payment: CheckoutReply['payment']): string {
  if (payment.method === 'bank_transfer') return payment.instructions;
  return payment.method === 'demo'
    ? 'Demo payment: no money moves. We email you when each order is paid and when it ships.'
    : 'Your orders are prepared once your card payment is confirmed; we email you when it is.';
}

const hasDiscount = (amount: string | undefined): amount is string => amount !== undefined && Number(amount) > 0;

/** The discount row of an order's details, naming its codes ("$5.00 (WELCOME, SPRING)"); none without a discount. */
function discountRow(order: OrderReply): [string, string][] {
  if (!hasDiscount(order.discount)) return [];
  const codes = (order.codes ?? []).map((code) => code.code).join(', ');
  return [['Discount', `-${formatPrice(order.discount)}${codes ? ` (${codes})` : ''}`]];
}

const itemLines = (order: OrderReply) => order.items.map((item) => `${item.quantity} x ${item.productName} (${item.size} / ${item.color})`).join('\n');

/** Where refunded money goes, by how it was paid. */
function refundDestination(method: PaymentMethod): string {
  switch (method) {
    case 'stripe': return 'to the card you paid with (it usually shows within 5 to 10 business days)';
    case 'bank_transfer': return 'by bank transfer to the account you paid from';
    case 'demo': return 'to the demo payment (no money moves)';
  }
}

export function confirmationMail(to: string, name: string, reply: CheckoutReply, link: Link, payBy?: string | null): MailMessage {
  const { checkout, payment } = reply;
  const bank = payment.method === 'bank_transfer';
  return composeMail({
    to,
    subject: `Your Threadline order ${checkout.number}`,
    greeting: `Hi ${name},`,
    paragraphs: [
      `Thank you for your order ${checkout.number}.`,
      reply.orders.map((order) => `${order.number} from ${order.businessName}: ${formatPrice(order.total)} (${order.items.length} item(s)`
        + `${hasDiscount(order.discount) ? `, ${formatPrice(order.discount)} off` : ''})`).join('\n'),
      paymentParagraph(payment),
    ],
    details: [
      ...(hasDiscount(checkout.discountTotal) ? [['Discounts', `-${formatPrice(checkout.discountTotal)}`] as [string, string]] : []),
      ['Total', formatPrice(checkout.grandTotal)],
      ...(bank ? [['Reference', payment.reference] as [string, string]] : []),
      ...(bank && payBy ? [['Pay by', dateOf(payBy)] as [string, string]] : []),
    ],
    action: { label: 'View your order', url: link(`/orders/${checkout.number}`) },
  });
}

/** The buyer's reminder a day before an unpaid bank-transfer checkout is cancelled. */
export function paymentReminderMail(to: string, name: string, reminder: {
  number: string; grandTotal: string; bankDetails: string; expiresAt: Date;
}, link: Link): MailMessage {
  return composeMail({
    to,
    subject: `Reminder: your order ${reminder.number} is waiting for your transfer`,
    greeting: `Hi ${name},`,
    paragraphs: [
      `We have not received your bank transfer for order ${reminder.number} yet. `
        + `If it has not arrived by ${dateOf(reminder.expiresAt.toISOString())}, the order is cancelled and its items go back on sale.`,
      bankTransferInstructions(reminder.number, reminder.grandTotal, reminder.bankDetails),
      'Already sent it? Then there is nothing to do: transfers can take a business day or two, and we email you when it arrives.',
    ],
    details: [['Amount', formatPrice(reminder.grandTotal)], ['Reference', reminder.number], ['Pay to', reminder.bankDetails]],
    action: { label: 'View your order', url: link(`/orders/${reminder.number}`) },
  });
}

export function paymentReceivedMail(to: string, order: OrderReply, link: Link, unsubscribe?: Unsubscribe): MailMessage {
  return composeMail({
    to,
    subject: `Payment received for your order ${order.number}`,
    paragraphs: [
      `We received your payment for order ${order.number} from ${order.businessName}. ${order.businessName} is preparing it now, and we email you when it ships.`,
    ],
    details: [['Order', order.number], ...discountRow(order), ['Paid', formatPrice(order.total)]],
    action: { label: 'View your orders', url: link(BUYER_ORDERS) },
    unsubscribe,
  });
}

export function newOrderMail(to: string, order: OrderReply, link: Link): MailMessage {
  return composeMail({
    to,
    subject: `New order ${order.number}`,
    greeting: `${order.businessName},`,
    paragraphs: [
      `You have a new paid order: ${order.number}. Please ship it and add its tracking number.`,
      itemLines(order),
      `Ship to ${order.shippingAddress.fullName}, ${order.shippingAddress.city}, ${order.shippingAddress.country}.`,
    ],
    details: [
      ['Order', order.number], ...discountRow(order), ['Total', formatPrice(order.total)],
      ...(order.sellerNet !== null ? [['Your net', formatPrice(order.sellerNet)] as [string, string]] : []),
    ],
    action: { label: 'Open your orders', url: link(SELLER_ORDERS) },
  });
}

export function shippedMail(to: string, order: OrderReply, link: Link, unsubscribe?: Unsubscribe): MailMessage {
  const tracking = trackingUrl(order.carrier, order.trackingNumber);
  return composeMail({
    to,
    subject: `Your order ${order.number} has shipped`,
    paragraphs: [`${order.businessName} has shipped your order ${order.number}.`, itemLines(order)],
    details: [['Carrier', order.carrier ?? ''], ['Tracking number', order.trackingNumber ?? '']],
    action: tracking ? { label: 'Track your parcel', url: tracking } : { label: 'View your orders', url: link(BUYER_ORDERS) },
    unsubscribe,
  });
}

export function deliveredMail(to: string, order: OrderReply, link: Link, unsubscribe?: Unsubscribe): MailMessage {
  return composeMail({
    to,
    subject: `Your order ${order.number} was delivered`,
    paragraphs: [
      `Your order ${order.number} from ${order.businessName} is marked as delivered. We hope it fits.`,
      'Something wrong with it? Our returns policy gives you 30 days: reply to this mail or see the returns page.',
    ],
    details: [['Order', order.number]],
    action: { label: 'View your orders', url: link(BUYER_ORDERS) },
    unsubscribe,
  });
}

export function cancelledMail(to: string, order: OrderReply, link: Link, unsubscribe?: Unsubscribe): MailMessage {
  const refund = order.refund;
  return composeMail({
    to,
    subject: `Your order ${order.number} was cancelled`,
    paragraphs: [
      `Your order ${order.number} from ${order.businessName} was cancelled.`,
      ...(refund ? [`We are refunding ${formatPrice(refund.amount)} ${refundDestination(order.paymentMethod)}.`] : []),
    ],
    details: [['Reason', order.cancelReason ?? 'not given'], ...(refund ? [['Refund', formatPrice(refund.amount)] as [string, string]] : [])],
    action: { label: 'View your orders', url: link(BUYER_ORDERS) },
    unsubscribe,
  });
}

/** Why money that arrived after its order was cancelled goes back (the refund's reason and the mail's line). */
export const PAID_TOO_LATE = 'The payment arrived after the order was cancelled, so it goes back to you.';

export function refundedMail(to: string, order: OrderReply, why: string, link: Link): MailMessage {
  const amount = formatPrice(order.refund?.amount ?? order.total);
  return composeMail({
    to,
    subject: `Refund for your order ${order.number}`,
    paragraphs: [`We are refunding ${amount} for your order ${order.number} from ${order.businessName}, ${refundDestination(order.paymentMethod)}.`, why],
    details: [['Order', order.number], ['Refund', amount]],
    action: { label: 'View your orders', url: link(BUYER_ORDERS) },
  });
}
