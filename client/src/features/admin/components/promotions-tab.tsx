import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { PromotionReply } from '@shared/promotion-schemas';
import { Button } from '../../../components/ui/button';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListState } from '../../../components/ui/list-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ManageCodeRow } from '../../promotions/components/manage-code-row';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ManagePickList } from '../../promotions/components/manage-pick-list';
import { ManagePromotionDialog, type ChooserProps } from '../../promotions/components/manage-promotion-dialog';
import { ADMIN_PAGE_SIZE } from '../api/get-admin-page';
import { useAdminSellers } from '../api/get-admin-sellers';
import { PROMOTION_OWNERS, useAdminPromotions, useDeleteAdminPromotion, useSaveAdminPromotion, type PromotionOwnerFilter } from '../api/promotions';
import type { AdminAddress } from '../hooks/use-admin-address';

const OWNER_LABELS: Record<PromotionOwnerFilter, string> = { all: 'All codes', platform: 'Platform codes', shops: 'Shop codes' };

/**
 * Platform codes (funded by the platform, on the whole cart or chosen shops) and a read of every
 * shop's codes with their shop. The owner filter lives in the address as `owner`; every change
 * made here is audited by the server.
 */
export function PromotionsTab({ address }: { address: AdminAddress }) {
  const owner = PROMOTION_OWNERS.find((choice) => choice === address.read('owner')) ?? 'all';
  const promotions = useAdminPromotions(owner, address.page);
  const save = useSaveAdminPromotion();
  const removal = useDeleteAdminPromotion();
  const [editing, setEditing] = useState<PromotionReply | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PromotionReply | null>(null);
  const edited = editing !== null && editing !== 'new' ? editing : undefined;
  const shopCode = edited?.fundedBy === 'seller';

  return (
    <section aria-labelledby="promotions-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="promotions-heading" className="caps text-2xl">Promotions</h2>
          <p className="text-sm text-muted">Platform codes are paid by the platform and split across the shops&rsquo; orders; shop codes are each shop&rsquo;s own.</p>
        </div>
        <Button onClick={() => setEditing('new')}><Plus aria-hidden className="size-5" />New platform code</Button>
      </div>
      <NativeSelect
        label="Show" name="owner" className="w-full sm:w-72" value={owner}
        options={PROMOTION_OWNERS.map((value) => ({ value, label: OWNER_LABELS[value] }))}
        onChange={(event) => address.update({ owner: event.target.value === 'all' ? undefined : event.target.value }, true)}
      />
      <ListState
        isPending={promotions.isPending} isError={promotions.isError} isEmpty={promotions.data?.total === 0} onRetry={() => void promotions.refetch()}
        emptyTitle={owner === 'shops' ? 'No shop codes' : 'No codes yet'}
        emptyText={owner === 'shops' ? 'Shops create their codes in their dashboard\u2019s Promotions tab.' : 'Create a platform code for a campaign: the whole cart or chosen shops, percent or amount off.'}
      >
        <ul className="flex flex-col gap-2" aria-label="Promotions">
          {promotions.data?.rows.map((promotion) => (
            <ManageCodeRow key={promotion.id} promotion={promotion} showOwner onEdit={() => setEditing(promotion)} onDelete={() => setDeleting(promotion)} />
          ))}
        </ul>
        {promotions.data && (
          <ListFooter pageSize={ADMIN_PAGE_SIZE} total={promotions.data.total} page={address.page} shown={promotions.data.rows.length} hrefForPage={address.hrefForPage} noun="codes" />
        )}
      </ListState>
      <ManagePromotionDialog
        open={editing !== null} onClose={() => setEditing(null)} promotion={edited}
        owner={shopCode ? 'seller' : 'platform'} pending={save.isPending}
        save={(body) => save.mutateAsync({ id: edited?.id, body })}
        renderChooser={(props) => (shopCode ? <KeptProducts {...props} /> : <ShopChooser {...props} />)}
      />
      <ConfirmDialog
        open={deleting !== null} onClose={() => setDeleting(null)} pending={removal.isPending}
        title="Delete code" subject={deleting ? `${deleting.code} · ${deleting.businessName ?? 'Platform'}` : undefined} confirmLabel="Delete"
        description="Shoppers can no longer use it; orders that used it keep their discount. The deletion is recorded in the activity log."
        onConfirm={() => deleting && removal.mutate(deleting.id, {
          onSuccess: () => { toast({ title: 'Code deleted', description: deleting.code }); setDeleting(null); },
          onError: (error) => toast({ title: 'Could not delete the code', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' }),
        })}
      />
    </section>
  );
}

/** The shops a platform code may be limited to, searched by name. */
function ShopChooser({ selected, onChange, error }: ChooserProps) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const sellers = useAdminSellers({ search: term || undefined, status: 'approved', pageSize: 100 });
  return (
    <ManagePickList
      legend="Shops" search={search} onSearch={setSearch} selected={selected} onChange={onChange} error={error}
      items={sellers.data?.rows.map((seller) => ({ id: seller.id, label: seller.businessName, detail: seller.specialty ?? undefined }))}
      emptyText={term ? 'No shop matches this search.' : 'No approved shops yet.'}
    />
  );
}

/** A shop code's chosen products are the shop's to pick; an admin keeps them as they are. */
function KeptProducts({ selected, error }: ChooserProps) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="text-muted">{selected.length} of the shop&rsquo;s products stay chosen; the shop changes the choice in its dashboard.</p>
      {error && <p className="font-medium text-danger">{error}</p>}
    </div>
  );
}
