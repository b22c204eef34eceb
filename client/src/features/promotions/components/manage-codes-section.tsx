import { useState } from 'react';
import { Plus } from 'lucide-react';
import { SHOP_LIST_PAGE_SIZE, type PromotionReply } from '@shared/promotion-schemas';
import { Button } from '../../../components/ui/button';
import { ListState } from '../../../components/ui/list-state';
import { Pagination } from '../../../components/ui/pagination';
import { PastLastPage } from '../../../components/ui/past-last-page';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useListPage } from '../../../lib/use-list-page';
import { useDeleteSellerPromotion, useSaveSellerPromotion, useSellerPromotions } from '../api/manage-seller-promotions';
import { ManageCodeRow } from './manage-code-row';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ManageProductChooser } from './manage-product-chooser';
import { ManagePromotionDialog } from './manage-promotion-dialog';

/** The shop's discount codes, newest first, a page at a time (?codePage=): what each takes off, its window, uses and scope, and its state now. */
export function ManageCodesSection() {
  const { page, hrefForPage } = useListPage('codePage');
  const codes = useSellerPromotions(page);
  const lastPage = Math.max(1, Math.ceil((codes.data?.total ?? 0) / SHOP_LIST_PAGE_SIZE));
  const save = useSaveSellerPromotion();
  const removal = useDeleteSellerPromotion();
  const [editing, setEditing] = useState<PromotionReply | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PromotionReply | null>(null);

  return (
    <section aria-labelledby="codes-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="codes-heading" className="caps text-2xl">Discount codes</h2>
          <p className="text-sm text-muted">Shoppers type a code at checkout; it takes off only your items, and your shop pays for it.</p>
        </div>
        <Button onClick={() => setEditing('new')}><Plus aria-hidden className="size-5" />New code</Button>
      </div>
      <PastLastPage page={page} totalPages={lastPage} hrefFor={hrefForPage} settled={codes.isSuccess && !codes.isPlaceholderData} />
      <ListState
        isPending={codes.isPending} isError={codes.isError} isEmpty={codes.data?.total === 0} onRetry={() => void codes.refetch()}
        emptyTitle="No codes yet" emptyText="Create a code like DROP15 and share it with your followers: percent or amount off, with a window and limits if you like."
      >
        <ul className="flex flex-col gap-2" aria-label="Your codes">
          {codes.data?.promotions.map((promotion) => (
            <ManageCodeRow key={promotion.id} promotion={promotion} onEdit={() => setEditing(promotion)} onDelete={() => setDeleting(promotion)} />
          ))}
        </ul>
        <Pagination page={page} totalPages={lastPage} hrefFor={hrefForPage} label="Code pages" />
      </ListState>
      <ManagePromotionDialog
        open={editing !== null} onClose={() => setEditing(null)} owner="seller"
        promotion={editing !== null && editing !== 'new' ? editing : undefined}
        pending={save.isPending}
        save={(body) => save.mutateAsync({ id: editing !== null && editing !== 'new' ? editing.id : undefined, body })}
        renderChooser={(props) => <ManageProductChooser {...props} />}
      />
      <ConfirmDialog
        open={deleting !== null} onClose={() => setDeleting(null)} pending={removal.isPending}
        title="Delete code" subject={deleting?.code} confirmLabel="Delete"
        description="Shoppers can no longer use it. Orders that used it keep their discount."
        onConfirm={() => deleting && removal.mutate(deleting.id, {
          onSuccess: () => { toast({ title: 'Code deleted', description: deleting.code }); setDeleting(null); },
          onError: (error) => toast({ title: 'Could not delete the code', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' }),
        })}
      />
    </section>
  );
}
