import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { ACCOUNT_AREA_MESSAGES } from '@shared/account-area-schemas';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../lib/paths';
import { serverMessage } from '../../../lib/server-message';
import { useOpenEmailLink, type EmailLinkKind } from '../api/open-email-link';

/** Opens a mailed link once (the token works once, so never twice, not even in development's double effects). */
export function EmailLinkResult({ kind, token }: { kind: EmailLinkKind; token: string | null }) {
  const open = useOpenEmailLink();
  const opened = useRef(false);
  useEffect(() => {
    if (!token || opened.current) return;
    opened.current = true;
    open.mutate({ kind, token });
  }, [kind, token, open]);

  if (!token || open.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-5">
        <CircleAlert aria-hidden className="size-10 text-danger" />
        <p className="text-lg">{(open.error && serverMessage(open.error)) ?? ACCOUNT_AREA_MESSAGES.invalidEmailLink}</p>
        <Link to={paths.account} className={buttonClasses('primary', 'md')}>Go to your account</Link>
      </div>
    );
  }
  if (!open.isSuccess) {
    return (
      <div aria-busy="true" aria-label="Opening your link">
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return (
    <div role="status" className="flex flex-col items-start gap-5">
      <CircleCheck aria-hidden className="size-10 text-acid" />
      <p className="text-lg">{open.data.message}</p>
      <Link to={paths.account} className={buttonClasses('primary', 'md')}>Go to your account</Link>
    </div>
  );
}
