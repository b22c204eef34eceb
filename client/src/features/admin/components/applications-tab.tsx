import { useState } from 'react';
import { NativeSelect } from '../../../components/ui/native-select';
import { useSellerApplications } from '../api/get-seller-applications';
import type { AdminAddress } from '../hooks/use-admin-address';
import type { SellerApplication } from '../types';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListSearch } from '../../../components/ui/list-search';
import { ListState } from '../../../components/ui/list-state';
import { ApplicationCard } from './application-card';
import { ApproveDialog } from './approve-dialog';
import { RejectDialog } from './reject-dialog';
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
  const [approving, setApproving] = useState<SellerApplication | null>(null);
  const [rejecting, setRejecting] = useState<SellerApplication | null>(null);

  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <ListSearch label="Search applications" value={search} onSearch={(term) => address.update({ search: term }, true)} />
        <NativeSelect label="Status" name="status" value={status} onChange={(event) => address.update({ status: event.target.value })} options={STATUS_OPTIONS} className="sm:w-64" />
      </div>
      <ListState isPending={isPending} isError={isError} isEmpty={data?.rows.length === 0} emptyTitle="No applications found" emptyText={search || status ? 'Try another search or status.' : 'New seller applications appear here.'} onRetry={() => void refetch()}>
        <ul className="flex flex-col gap-4">
          {data?.rows.map((application) => (
            <ApplicationCard key={application.id} application={application} onApprove={() => setApproving(application)} onReject={() => setRejecting(application)} />
          ))}
        </ul>
        {data && <ListFooter pageSize={ADMIN_PAGE_SIZE} total={data.total} page={address.page} shown={data.rows.length} hrefForPage={address.hrefForPage} noun="applications" one="application" />}
      </ListState>
      <ApproveDialog application={approving} onClose={() => setApproving(null)} />
      <RejectDialog application={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
