import { Link } from 'react-router';
import { MailCheck, MailX } from 'lucide-react';
import { NOTIFICATION_MESSAGES } from '@shared/notification-schemas';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../lib/paths';
import { serverMessage } from '../../../lib/server-message';
import { useUnsubscribeCode } from '../api/get-unsubscribe';
import { useUnsubscribe } from '../api/unsubscribe';
import { kindPhrase } from '../utils/preferences';

const preferencesLink = (
  <Link to={paths.accountNotifications} className={buttonClasses('outline')}>
    Notification preferences
  </Link>
);

/**
 * A mail's unsubscribe link: says which emails the code stops and asks once. Opening the page
 * changes nothing (mail scanners follow links); only the button does.
 */
export function UnsubscribeConfirm({ code }: { code: string | null }) {
  const described = useUnsubscribeCode(code);
  const unsubscribe = useUnsubscribe();

  if (!code) return <Refused message={NOTIFICATION_MESSAGES.unsubscribeInvalid} />;
  if (described.isPending) return <Skeleton className="mx-auto my-16 h-48 w-full max-w-xl" />;
  if (described.isError) return <Refused message={serverMessage(described.error) ?? 'We could not read this link. Please try again.'} />;
  if (unsubscribe.isSuccess) {
    return (
      <PageMessage level={1} icon={<MailCheck aria-hidden className="size-12" />} title="Unsubscribed" action={preferencesLink}>
        <p role="status">{unsubscribe.data.message}</p>
        <p className="mt-2">You can turn these emails back on, and choose what else reaches you, in your preferences.</p>
      </PageMessage>
    );
  }
  const kind = kindPhrase(described.data.kind);
  return (
    <PageMessage
      level={1}
      icon={<MailX aria-hidden className="size-12" />}
      title={`Stop emails about ${kind}?`}
      action={
        <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(code)}>
          {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
        </Button>
      }
    >
      <p>Only these emails stop. Your other emails, and what you see in the app, stay as they are.</p>
      {unsubscribe.isError && (
        <p role="alert" className="mt-3 text-danger">
          {serverMessage(unsubscribe.error) ?? 'Could not unsubscribe. Please try again.'}
        </p>
      )}
    </PageMessage>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <PageMessage level={1} icon={<MailX aria-hidden className="size-12" />} title="Link not valid" action={preferencesLink}>
      <p role="alert">{message}</p>
    </PageMessage>
  );
}
