import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/toast-store';
import { useSellerApplications } from '../api/get-seller-applications';
import { useApproveApplication } from '../api/review-application';
import type { AdminAddress } from '../hooks/use-admin-address';
import type { SellerApplication } from '../types';
import { formatDate } from '../utils/admin-format';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListSearch } from '../../../components/ui/list-search';
import { ListState } from '../../../components/ui/list-state';
import { RejectDialog } from './reject-dialog';
import { StatusBadge } from './seller-badges';
import { ADMIN_PAGE_SIZE } from '../api/get-admin-page';

const STATUS_OPTIONS = [
  { value: '', label: 'All applications' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

export function ApplicationsTab({ address }: { address: AdminAddress }) {
  const search = address.read('search');
  const status = address.read('status');
  const { data, isPending, isError, refetch } = useSellerApplications({ search: search || undefined, status: status || undefined, page: address.page });
  const [rejecting, setRejecting] = useState<SellerApplication | null>(null);
  const approve = useApproveApplication();

  function approveApplication(application: SellerApplication) {
    approve.mutate(application.id, {
      onSuccess: () => toast({ title: 'Application Approved', description: `${application.businessName} can start selling.` }),
      onError: () => toast({ title: 'Error', description: 'Failed to approve application. Please try again.', variant: 'destructive' }),
    });
  }

  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <ListSearch label="Search applications" value={search} onSearch={(term) => address.update({ search: term }, true)} />
        <NativeSelect label="Status" name="status" value={status} onChange={(event) => address.update({ status: event.target.value })} options={STATUS_OPTIONS} className="sm:w-64" />
      </div>
      <ListState isPending={isPending} isError={isError} isEmpty={data?.rows.length === 0} emptyTitle="No applications found" emptyText={search || status ? 'Try another search or status.' : 'New seller applications appear here.'} onRetry={() => void refetch()}>
        <ul className="flex flex-col gap-4">
          {data?.rows.map((application) => (
            <li key={application.id} aria-label={application.businessName} className="flex flex-col gap-3 border-2 border-line bg-surface p-5 md:flex-row md:items-center md:justify-between">
              <div className="min-w-0">
                <h3 className="caps text-2xl leading-tight break-words">{application.businessName}</h3>
                <p className="text-sm break-words text-muted">{application.applicantEmail}</p>
                <p className="nums text-sm text-muted">
                  Applied <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
                </p>
                {application.adminNotes && <p className="mt-1 text-sm">Note: {application.adminNotes}</p>}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={application.status} />
                {application.status === 'pending' && (
                  <>
                    <Button size="sm" disabled={approve.isPending} onClick={() => approveApplication(application)}>APPROVE</Button>
                    <Button size="sm" variant="outline" onClick={() => setRejecting(application)}>REJECT</Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
        {data && <ListFooter pageSize={ADMIN_PAGE_SIZE} total={data.total} page={address.page} shown={data.rows.length} hrefForPage={address.hrefForPage} noun="applications" />}
      </ListState>
      <RejectDialog application={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
