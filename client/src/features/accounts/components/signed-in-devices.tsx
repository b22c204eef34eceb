import { Laptop } from 'lucide-react';
import type { AccountSession } from '@shared/account-area-schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { formatDateTime, plural } from '../../../lib/format';
import { serverMessage } from '../../../lib/server-message';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions';
import { useSessions } from '../api/get-sessions';

const failed = (error: unknown) => toast({ title: 'Not signed out', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });

/** Every browser signed in to the account: device, sign-in, last seen; sign one or all others out. */
export function SignedInDevices() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();

  if (sessions.isPending) return <Skeleton className="h-32" />;
  if (sessions.isError) return <LoadError what="your devices" onRetry={() => void sessions.refetch()} />;
  const others = sessions.data.filter((session) => !session.current).length;

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col divide-y-2 divide-line border-2 border-line">
        {sessions.data.map((session) => <DeviceRow key={session.id} session={session} />)}
      </ul>
      {others > 0 && (
        <Button
          variant="outline"
          className="self-start"
          disabled={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: ({ ended }) => toast({ title: 'Signed out', description: `${plural(ended, 'other device')} signed out.` }),
              onError: failed,
            })
          }
        >
          SIGN OUT ALL OTHER DEVICES
        </Button>
      )}
    </div>
  );
}

function DeviceRow({ session }: { session: AccountSession }) {
  const end = useEndSession();
  const name = session.device ?? 'Unknown device';
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
      <Laptop aria-hidden className="size-6 shrink-0 text-muted" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {name}
          {session.current && <Badge tone="acid">This device</Badge>}
        </p>
        <p className="text-sm text-muted">
          Last seen {formatDateTime(session.lastSeenAt)} · signed in {formatDateTime(session.signedInAt)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Sign out ${name}, last seen ${formatDateTime(session.lastSeenAt)}`}
          disabled={end.isPending}
          onClick={() => end.mutate(session.id, { onError: failed })}
        >
          SIGN OUT
        </Button>
      )}
    </li>
  );
}
