import type { MessageReportEntry } from '@shared/message-schemas';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListState } from '../../../components/ui/list-state';
import { PastLastPage } from '../../../components/ui/past-last-page';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { MESSAGE_REPORTS_PAGE_SIZE, useAdminMessageReports, useResolveMessageReport } from '../../messages/api/admin-message-reports';
import type { AdminAddress } from '../hooks/use-admin-address';
import { MessageReportCard } from './message-report-card';

/**
 * The queue of reported messages. An admin reads the message its reporter handed over and marks
 * the report resolved; acting on an account (deactivating it) is the users' tab's.
 */
export function MessageReportsTab({ address }: { address: AdminAddress }) {
  const { data, isPending, isError, isSuccess, isPlaceholderData, refetch } = useAdminMessageReports(address.page);
  const resolve = useResolveMessageReport();

  const markResolved = (report: MessageReportEntry) =>
    resolve.mutate(report.id, {
      onSuccess: () => toast({ title: 'Report resolved', description: `The report on ${report.message.senderName}'s message left the queue.` }),
      onError: (error) => toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to resolve the report. Please try again.', variant: 'destructive' }),
    });

  return (
    <>
      <PastLastPage
        page={address.page} totalPages={Math.ceil((data?.total ?? 0) / MESSAGE_REPORTS_PAGE_SIZE)}
        hrefFor={address.hrefForPage} settled={isSuccess && !isPlaceholderData}
      />
      <ListState
        isPending={isPending} isError={isError} isEmpty={data?.total === 0}
        emptyTitle="No reported messages"
        emptyText="Messages shoppers and shops report wait here for an admin."
        onRetry={() => void refetch()}
      >
        <ul className="flex flex-col gap-3" aria-label="Reported messages">
          {data?.items.map((report) => (
            <li key={report.id}>
              <MessageReportCard report={report} resolving={resolve.isPending && resolve.variables === report.id} onResolve={markResolved} />
            </li>
          ))}
        </ul>
        {data && (
          <ListFooter pageSize={MESSAGE_REPORTS_PAGE_SIZE} total={data.total} page={address.page} shown={data.items.length} hrefForPage={address.hrefForPage} noun="reports" one="report" />
        )}
      </ListState>
    </>
  );
}
