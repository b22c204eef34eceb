import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/toast-store';
import { formatCount } from '../../../lib/format';
import { useAdminSellers } from '../api/get-admin-sellers';
import { useUpdateSeller } from '../api/update-seller';
import type { AdminAddress } from '../hooks/use-admin-address';
import type { AdminSeller } from '../types';
import { formatRating } from '../utils/admin-format';
import { CommissionDialog } from './commission-dialog';
import { DeactivateSellerDialog } from './deactivate-seller-dialog';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListSearch } from '../../../components/ui/list-search';
import { ListState } from '../../../components/ui/list-state';
import { ActiveBadge, StatusBadge } from './seller-badges';
import { ADMIN_PAGE_SIZE } from '../api/get-admin-page';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
];

export function PortalSellersTab({ address }: { address: AdminAddress }) {
  const search = address.read('search');
  const status = address.read('status');
  const { data, isPending, isError, refetch } = useAdminSellers({ search: search || undefined, status: status || undefined, page: address.page });
  const [editing, setEditing] = useState<AdminSeller | null>(null);
  const [deactivating, setDeactivating] = useState<AdminSeller | null>(null);
  const update = useUpdateSeller();

  // Switching off asks for confirmation and an optional note (DeactivateSellerDialog); switching on does not.
  function toggleActive(seller: AdminSeller) {
    if (seller.isActive) {
      setDeactivating(seller);
      return;
    }
    update.mutate(
      { id: seller.id, isActive: true },
      {
        onSuccess: () => toast({ title: 'Seller Activated', description: `${seller.businessName} is back in the storefront.` }),
        onError: () => toast({ title: 'Error', description: 'Failed to update seller status. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <ListSearch label="Search sellers" value={search} onSearch={(term) => address.update({ search: term }, true)} />
        <NativeSelect label="Status" name="status" value={status} onChange={(event) => address.update({ status: event.target.value })} options={STATUS_OPTIONS} className="sm:w-64" />
      </div>
      <ListState isPending={isPending} isError={isError} isEmpty={data?.rows.length === 0} emptyTitle="No sellers found" emptyText="Try another search or status." onRetry={() => void refetch()}>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data?.rows.map((seller) => (
            <li key={seller.id} aria-label={seller.businessName} className="flex flex-col gap-3 border-2 border-line bg-surface p-5">
              <div className="min-w-0">
                <h3 className="caps text-2xl leading-tight break-words">{seller.businessName}</h3>
                <p className="text-sm break-words text-muted">{seller.ownerUsername} · {seller.ownerEmail}</p>
              </div>
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="caps text-muted">Sales</dt>
                  <dd className="nums font-semibold">{formatCount(seller.totalSales)}</dd>
                </div>
                <div>
                  <dt className="caps text-muted">Rating</dt>
                  <dd className="nums font-semibold">{formatRating(seller.rating, seller.totalReviews)}</dd>
                </div>
                <div>
                  <dt className="caps text-muted">Commission</dt>
                  <dd className="nums font-semibold">{seller.commissionRate}%</dd>
                </div>
              </dl>
              <div className="flex flex-wrap gap-2">
                <StatusBadge status={seller.status} />
                <ActiveBadge isActive={seller.isActive} />
                {!seller.ownerIsActive && <Badge tone="danger">OWNER DEACTIVATED</Badge>}
              </div>
              <div className="mt-auto flex flex-wrap gap-2">
                <Button size="sm" variant="outline" disabled={update.isPending && update.variables.id === seller.id} onClick={() => toggleActive(seller)}>
                  {seller.isActive ? 'DEACTIVATE' : 'ACTIVATE'}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setEditing(seller)}>COMMISSION</Button>
              </div>
            </li>
          ))}
        </ul>
        {data && <ListFooter pageSize={ADMIN_PAGE_SIZE} total={data.total} page={address.page} shown={data.rows.length} hrefForPage={address.hrefForPage} noun="sellers" one="seller" />}
      </ListState>
      <CommissionDialog seller={editing} onClose={() => setEditing(null)} />
      <DeactivateSellerDialog seller={deactivating} onClose={() => setDeactivating(null)} />
    </div>
  );
}
