import type { MailMessage } from './mailer.js';

/** What a mail says, before it is laid out; every mail the app sends is built from one. */
export interface MailContent {
  to: string;
  subject: string;
  /** "Hi Sam," or the shop's name; left out when the mail has no person to greet. */
  greeting?: string;
  /** Paragraphs, in order; a paragraph may hold several lines. */
  paragraphs: string[];
  /** Label and value lines (order number, amount, reference), shown as a small table. */
  details?: Array<[label: string, value: string]>;
  /** The one thing to do next: a link with its label. */
  action?: { label: string; url: string };
  /**
   * Notification mails: why the shopper gets it ("you asked to hear when it's back"), the page
   * that turns this kind off, and the one-click address mail apps POST to (List-Unsubscribe).
   */
  unsubscribe?: { reason: string; pageUrl: string; oneClickUrl: string };
}

export const MAIL_SIGN_OFF = 'Threadline';

/** One line: a value never breaks the "Label: value" shape the HTML part reads. */
const oneLine = (value: string) => value.replace(/\s*\n\s*/g, ' ');

/**
 * One look for every mail: greeting, paragraphs, details, the action's link on a line of its
 * own, then the sign-off. The text is what is stored and sent; the HTML part is drawn from the
 * same content when the message is handed over (mail-html.ts), so the two never disagree.
 */
export function composeMail(content: MailContent): MailMessage {
  const blocks: string[] = [];
  if (content.greeting) blocks.push(content.greeting);
  blocks.push(...content.paragraphs);
  if (content.details?.length) blocks.push(content.details.map(([label, value]) => `${oneLine(label)}: ${oneLine(value)}`).join('\n'));
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  blocks.push(MAIL_SIGN_OFF);
  if (content.unsubscribe) blocks.push(`${oneLine(content.unsubscribe.reason)}\nUnsubscribe: ${content.unsubscribe.pageUrl}`);
  return {
    to: content.to, subject: content.subject, text: blocks.join('\n\n'),
    ...(content.unsubscribe ? { listUnsubscribe: content.unsubscribe.oneClickUrl } : {}),
  };
}
