import { composeMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mailer.js';
import { formatPrice } from '../../../shared/money.js';
import { RETURN_REASON_LABELS, type ReturnReply } from '../../../shared/return-schemas.js';

/** Each return mail links to the returns page of its reader; `link` writes its full address (mailer.link). */
type Link = (path: string) => string;

const BUYER_RETURNS = '/account/returns';
const SELLER_RETURNS = '/seller-dashboard?tab=returns';

/** "1 × Hoodie (M, Black), 2 × Tee (S, White)": the units a return covers. */
export const returnItemsLine = (reply: Pick<ReturnReply, 'items'>) =>
  reply.items.map((item) => `${item.quantity} × ${item.productName} (${item.size}, ${item.color})`).join(', ');

const details = (reply: ReturnReply): Array<[string, string]> => [
  ['Order', reply.orderNumber], ['Items', returnItemsLine(reply)], ['Reason', RETURN_REASON_LABELS[reply.reason]],
];

/** To the shop: a buyer asks to send items back. */
export function returnRequestedMail(to: string, reply: ReturnReply, link: Link): MailMessage {
  return composeMail({
    to,
    subject: `Return requested for order ${reply.orderNumber}`,
    greeting: `Hi ${reply.businessName},`,
    paragraphs: [
      `${reply.buyerName} asks to return items of order ${reply.orderNumber}. Accept it with instructions, or refuse it with a reason.`,
      ...(reply.note ? [`Their note: ${reply.note}`] : []),
    ],
    details: details(reply),
    action: { label: 'Answer the request', url: link(SELLER_RETURNS) },
  });
}

/** To the buyer: the shop accepted, with how to send the items back. */
export function returnAcceptedMail(to: string, reply: ReturnReply, link: Link): MailMessage {
  return composeMail({
    to,
    subject: `Your return for order ${reply.orderNumber} was accepted`,
    paragraphs: [
      `${reply.businessName} accepted your return. ${reply.instructions ?? ''}`.trim(),
      reply.returnShippingPaidBy === 'shop' ? 'The shop pays for sending it back.' : 'You pay for sending it back.',
    ],
    details: details(reply),
    action: { label: 'Add the tracking number', url: link(BUYER_RETURNS) },
  });
}

/** To the buyer: the shop refused, with its reason. */
export function returnRefusedMail(to: string, reply: ReturnReply, link: Link): MailMessage {
  return composeMail({
    to,
    subject: `Your return for order ${reply.orderNumber} was refused`,
    paragraphs: [
      `${reply.businessName} refused your return. Their reason: ${reply.refuseReason ?? ''}`,
      'If you disagree, you can open a dispute on the order and Threadline will decide.',
    ],
    details: details(reply),
    action: { label: 'View your return', url: link(BUYER_RETURNS) },
  });
}

/** To the shop: the buyer sent the items back. */
export function returnShippedMail(to: string, reply: ReturnReply, link: Link): MailMessage {
  return composeMail({
    to,
    subject: `Return for order ${reply.orderNumber} is on its way back`,
    greeting: `Hi ${reply.businessName},`,
    paragraphs: [`${reply.buyerName} sent the items back with ${reply.carrier ?? ''}. Mark them received when they arrive; the buyer is refunded then.`],
    details: [...details(reply), ['Tracking', `${reply.carrier ?? ''} ${reply.trackingNumber ?? ''}`.trim()]],
    action: { label: 'View the return', url: link(SELLER_RETURNS) },
  });
}

/** To the buyer: the items arrived and the money goes back (always mailed: money returned). */
export function returnRefundedMail(to: string, reply: ReturnReply, link: Link): MailMessage {
  const amount = formatPrice(reply.refund?.amount ?? reply.refundAmount);
  return composeMail({
    to,
    subject: `Refund for your return on order ${reply.orderNumber}`,
    paragraphs: [`${reply.businessName} received your return. We are refunding ${amount} the way you paid for order ${reply.orderNumber}.`],
    details: [...details(reply), ['Refund', amount]],
    action: { label: 'View your return', url: link(BUYER_RETURNS) },
  });
}
