import { composeMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mailer.js';

/** The full address of a page of the shop (mailer.link). */
type Link = (path: string) => string;

/** Where the author reads their reviews, hidden ones with the reason. */
const ACCOUNT_REVIEWS = '/account/reviews';

export interface ReviewMailFacts {
  email: string;
  firstName: string | null;
  username: string;
  shopName: string;
  productId: number;
  productName: string;
}

const greetingOf = (facts: ReviewMailFacts) => `Hi ${facts.firstName || facts.username},`;

/** The buyer is told once, on the shop's first reply; an edited reply mails nobody. */
export function replyMail(facts: ReviewMailFacts, reply: string, link: Link): MailMessage {
  return composeMail({
    to: facts.email,
    subject: `${facts.shopName} replied to your review`,
    greeting: greetingOf(facts),
    paragraphs: [`${facts.shopName} replied to your review of ${facts.productName}:`, reply],
    action: { label: 'See the reply', url: link(`/product/${facts.productId}`) },
  });
}

export function hiddenMail(facts: ReviewMailFacts, reason: string, link: Link): MailMessage {
  return composeMail({
    to: facts.email,
    subject: `Your review of ${facts.productName} was hidden`,
    greeting: greetingOf(facts),
    paragraphs: [
      `We hid your review of ${facts.productName} from ${facts.shopName}: shoppers no longer see it, and it no longer counts in the ratings.`,
      `Why: ${reason}`,
      'You can still read or delete it in your account.',
    ],
    action: { label: 'Your reviews', url: link(ACCOUNT_REVIEWS) },
  });
}

export function restoredMail(facts: ReviewMailFacts, reason: string | null, link: Link): MailMessage {
  return composeMail({
    to: facts.email,
    subject: `Your review of ${facts.productName} is visible again`,
    greeting: greetingOf(facts),
    paragraphs: [
      `Your review of ${facts.productName} from ${facts.shopName} is visible again and counts in the ratings.`,
      ...(reason ? [`Note: ${reason}`] : []),
    ],
    action: { label: 'See it on the product page', url: link(`/product/${facts.productId}`) },
  });
}
