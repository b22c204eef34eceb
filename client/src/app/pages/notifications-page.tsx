import { useSearchParams } from 'react-router';
import { RequireSignIn } from '../../features/accounts/components/require-sign-in';
import { NotificationsList } from '../../features/notifications/components/notifications-list';

/** /notifications: the notification centre, every entry the bell has shown and older ones, paged. */
export default function NotificationsPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return (
    <RequireSignIn>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
        <title>Notifications · Threadline</title>
        <h1 className="caps text-4xl leading-none sm:text-6xl">Notifications</h1>
        <NotificationsList page={page} />
      </div>
    </RequireSignIn>
  );
}
