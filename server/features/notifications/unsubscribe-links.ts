import type { MailContent } from '../mail/mail-layout.js';
import type { NotificationKind } from '../../../shared/notification-schemas.js';
import type { UnsubscribeCodes } from './unsubscribe-codes.js';

/** The API address a mail app POSTs to (List-Unsubscribe, RFC 8058); same-origin.ts lets it through. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/** Why the shopper gets each kind of mail, said at its foot beside the link that stops it. */
const REASONS: Record<NotificationKind, string> = {
  back_in_stock: 'You get this email because you asked to hear when a size is back in stock.',
  price_drop: 'You get this email because you turned on price alerts for a favourite.',
  new_from_shop: 'You get this email because you follow these shops.',
  order_update: 'You get this email because you ordered on Threadline and order updates by email are on.',
  message: 'You get this email because someone wrote to you on Threadline and message emails are on.',
};

/**
 * The unsubscribe block of a notification mail (composeMail's `unsubscribe`): the page a person
 * opens (it confirms with one button) and the address mail apps POST to, both carrying a code
 * that turns off this kind's email for this shopper and nothing else.
 */
export function unsubscribeFor(
  codes: UnsubscribeCodes, link: (path: string) => string, userId: number, kind: NotificationKind,
): NonNullable<MailContent['unsubscribe']> {
  const code = encodeURIComponent(codes.codeFor(userId, kind));
  return {
    reason: REASONS[kind],
    pageUrl: link(`/unsubscribe?code=${code}`),
    oneClickUrl: link(`${ONE_CLICK_UNSUBSCRIBE_PATH}?code=${code}`),
  };
}
