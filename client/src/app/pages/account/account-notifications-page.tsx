import { RequireSignIn } from '../../../features/accounts/components/require-sign-in';
import { NotificationPreferencesTable } from '../../../features/notifications/components/notification-preferences-table';
import { AccountNav } from './account-nav';
import { AccountSection } from './account-section';

/** /account/notifications: which kinds reach the shopper in the app and by email. */
export default function AccountNotificationsPage() {
  return (
    <RequireSignIn>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
        <title>Notification preferences · Threadline</title>
        <h1 className="caps text-4xl leading-none sm:text-6xl">Notifications</h1>
        <AccountNav />
        <AccountSection id="notification-preferences" title="What reaches you">
          <NotificationPreferencesTable />
          <ul className="mt-5 flex list-disc flex-col gap-2 pl-5 text-sm text-muted">
            <li>New drops from shops you follow come by email as one daily digest, not one email per drop.</li>
            <li>Order confirmations, payment instructions and refunds are always emailed: they are about money owed or returned.</li>
            <li>Every notification email has a one-click unsubscribe link for its kind.</li>
          </ul>
        </AccountSection>
      </div>
    </RequireSignIn>
  );
}
