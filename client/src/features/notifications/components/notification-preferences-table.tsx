import { Switch as RadixSwitch } from 'radix-ui';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type NotificationChannel,
  type NotificationKind,
} from '@shared/notification-schemas';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { switchLabel } from '../utils/preferences';

const CHANNEL_HEADINGS: Record<NotificationChannel, string> = { inApp: 'In app', email: 'Email' };

/** The kinds down, the channels across, a switch in each cell, saved as it is flipped. */
export function NotificationPreferencesTable() {
  const { data: preferences, isPending, isError, refetch } = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  if (isPending) return <Skeleton className="h-64" />;
  if (isError) return <LoadError what="your preferences" onRetry={() => void refetch()} />;

  const save = (kind: NotificationKind, channel: NotificationChannel, on: boolean) => update.mutate({ [kind]: { [channel]: on } });
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">Notifications by kind and channel</caption>
      <thead>
        <tr className="border-b-2 border-line">
          <th scope="col" className="caps py-3 pr-3 text-sm text-muted">Kind</th>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <th key={channel} scope="col" className="caps w-20 px-2 py-3 text-center text-sm text-muted sm:w-28">
              {CHANNEL_HEADINGS[channel]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {NOTIFICATION_KINDS.map((kind) => (
          <tr key={kind} className="border-b-2 border-line last:border-b-0">
            <th scope="row" className="py-4 pr-3 font-semibold">{NOTIFICATION_KIND_LABELS[kind]}</th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <td key={channel} className="px-2 py-4 text-center">
                <RadixSwitch.Root
                  checked={preferences[kind][channel]}
                  onCheckedChange={(on) => save(kind, channel, on)}
                  aria-label={switchLabel(kind, channel)}
                  data-testid={`preference-${kind}-${channel}`}
                  className="relative inline-block h-7 w-12 shrink-0 border-2 border-line bg-ink align-middle data-[state=checked]:border-acid data-[state=checked]:bg-acid"
                >
                  <RadixSwitch.Thumb className="block size-5 translate-x-0.5 bg-paper transition-transform data-[state=checked]:translate-x-5.5 data-[state=checked]:bg-ink motion-reduce:transition-none" />
                </RadixSwitch.Root>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
