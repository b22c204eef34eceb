import type { NotificationKind } from '../../../shared/notification-schemas.js';
import { formatPrice } from '../../../shared/money.js';
import { composeMail, type MailContent } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mailer.js';
import type { UnsubscribeCodes } from './unsubscribe-codes.js';

/** What a fan-out's mails need besides the facts: full addresses (mailer.link) and the signed codes. */
export interface Letterhead {
  link: (path: string) => string;
  codes: UnsubscribeCodes;
}

export interface MailRecipient {
  userId: number;
  email: string;
  firstName: string | null;
  username: string;
}

const greetingOf = (to: MailRecipient) => `Hi ${to.firstName || to.username},`;
const productPage = (productId: number) => `/product/${productId}`;

/**
 * Why this shopper gets the mail, and the two ways out: the page that confirms with one button,
 * and the address mail apps POST to (List-Unsubscribe, RFC 8058). Both turn off this kind only.
 */
function unsubscribeFor(letterhead: Letterhead, userId: number, kind: NotificationKind, reason: string): MailContent['unsubscribe'] {
  const code = encodeURIComponent(letterhead.codes.codeFor(userId, kind));
  return {
    reason,
    pageUrl: letterhead.link(`/unsubscribe?code=${code}`),
    oneClickUrl: letterhead.link(`/api/notifications/unsubscribe?code=${code}`),
  };
}

export interface RestockFacts {
  productId: number;
  productName: string;
  shopName: string;
  size: string;
  color: string;
  price: string;
}

export function backInStockMail(to: MailRecipient, facts: RestockFacts, letterhead: Letterhead): MailMessage {
  return composeMail({
    to: to.email,
    subject: `Back in stock: ${facts.productName} in ${facts.size}, ${facts.color}`,
    greeting: greetingOf(to),
    paragraphs: [`${facts.productName} from ${facts.shopName} is back in stock in size ${facts.size}, ${facts.color}.`],
    details: [['Price', formatPrice(facts.price)]],
    action: { label: 'See it', url: letterhead.link(productPage(facts.productId)) },
    unsubscribe: unsubscribeFor(letterhead, to.userId, 'back_in_stock', 'You asked to hear when this size is back.'),
  });
}

export interface PriceDropFacts {
  productId: number;
  productName: string;
  shopName: string;
  /** The price this shopper last heard of (saved, or the last drop told). */
  oldPrice: string;
  newPrice: string;
}

export function priceDropMail(to: MailRecipient, facts: PriceDropFacts, letterhead: Letterhead): MailMessage {
  return composeMail({
    to: to.email,
    subject: `Price drop: ${facts.productName} is now ${formatPrice(facts.newPrice)}`,
    greeting: greetingOf(to),
    paragraphs: [`${facts.productName} from ${facts.shopName}, which you saved, is now ${formatPrice(facts.newPrice)}.`],
    details: [['Was', formatPrice(facts.oldPrice)], ['Now', formatPrice(facts.newPrice)]],
    action: { label: 'See it', url: letterhead.link(productPage(facts.productId)) },
    unsubscribe: unsubscribeFor(letterhead, to.userId, 'price_drop', 'You saved this product with price alerts on.'),
  });
}
