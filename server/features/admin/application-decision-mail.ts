import { composeMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mailer.js';

export interface ApplicationDecision {
  decision: 'approved' | 'rejected';
  to: string;
  name: string;
  businessName: string;
  adminNotes: string | null;
}

/** The applicant hears the admin's decision, with the admin's note when there is one. */
export function applicationDecisionMail(decision: ApplicationDecision, linkOrigin: string): MailMessage {
  const origin = linkOrigin.replace(/\/+$/, '');
  const note = decision.adminNotes ? [`A note from the Threadline team:\n${decision.adminNotes}`] : [];
  if (decision.decision === 'approved') {
    return composeMail({
      to: decision.to,
      subject: `Your Threadline shop ${decision.businessName} is approved`,
      greeting: `Hi ${decision.name},`,
      paragraphs: [
        `Good news: your application to sell on Threadline as ${decision.businessName} is approved, and your shop is active.`,
        'Sign in and add your first designs from your seller dashboard; your shop appears in the vendor directory once it has a design for sale.',
        ...note,
      ],
      action: { label: 'Open your seller dashboard', url: `${origin}/seller-dashboard` },
    });
  }
  return composeMail({
    to: decision.to,
    subject: `Your Threadline seller application for ${decision.businessName}`,
    greeting: `Hi ${decision.name},`,
    paragraphs: [
      `Thank you for applying to sell on Threadline as ${decision.businessName}. We have reviewed your application and cannot approve it.`,
      ...note,
      'Your Threadline account stays open for shopping.',
    ],
    action: { label: 'See your application', url: `${origin}/seller-dashboard` },
  });
}
