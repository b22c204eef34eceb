import { composeMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mailer.js';
import { formatPrice } from '../../../shared/money.js';
import type { Payout } from '../../../shared/payout-schemas.js';

const METHOD_NAMES: Record<string, string> = { paypal: 'PayPal', bank_transfer: 'Bank transfer', stripe: 'Stripe' };

/** "Mark paid": the seller hears that the money is on its way, where to, and its reference. */
export function payoutSentMail(to: string, payout: Payout, linkOrigin: string): MailMessage {
  const amount = formatPrice(payout.amount);
  return composeMail({
    to,
    subject: `Your Threadline payout of ${amount} was sent`,
    greeting: `Hi ${payout.businessName},`,
    paragraphs: [
      `We have sent you ${amount}, your earnings on delivered orders.`,
      'Depending on your bank or PayPal it can take a few working days to arrive. Quote the reference below if you ask us about it.',
    ],
    details: [
      ['Amount', amount],
      ['Method', METHOD_NAMES[payout.method] ?? payout.method],
      ...(payout.destination ? [['Sent to', payout.destination] as [string, string]] : []),
      ['Reference', payout.reference ?? ''],
    ],
    action: { label: 'See your payouts', url: `${linkOrigin}/seller-dashboard` },
  });
}
