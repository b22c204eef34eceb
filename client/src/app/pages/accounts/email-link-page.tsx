import { AuthCard } from '../../../features/accounts/components/auth-card';
import { EmailLinkResult } from '../../../features/accounts/components/email-link-result';
import type { EmailLinkKind } from '../../../features/accounts/api/open-email-link';
import { useTokenFromAddress } from '../../../lib/use-token-from-address';

const TITLES: Record<EmailLinkKind, string> = { verify: 'Confirm your email', change: 'Confirm your new email' };

/**
 * The pages mailed links open: /verify-email?token=... and /confirm-email?token=... As on the
 * reset page, the token is read once and taken out of the address bar (useTokenFromAddress), and
 * no referrer is sent.
 */
export function EmailLinkPage({ kind }: { kind: EmailLinkKind }) {
  const token = useTokenFromAddress();
  return (
    <AuthCard title={TITLES[kind]}>
      <meta name="referrer" content="no-referrer" />
      <EmailLinkResult key={token ?? ''} kind={kind} token={token} />
    </AuthCard>
  );
}

export function VerifyEmailPage() {
  return <EmailLinkPage kind="verify" />;
}

export function ConfirmEmailPage() {
  return <EmailLinkPage kind="change" />;
}
