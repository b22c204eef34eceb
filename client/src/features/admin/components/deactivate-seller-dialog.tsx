import { MAX_DEACTIVATION_NOTE } from '@shared/admin-schemas';
import { toast } from '../../../components/ui/toast-store';
import { useUpdateSeller } from '../api/update-seller';
import type { AdminSeller } from '../types';
import { ReasonDialog } from './reason-dialog';

/** DEACTIVATE a shop, confirmed, with an optional note the seller reads on their dashboard. */
export function DeactivateSellerDialog({ seller, onClose }: { seller: AdminSeller | null; onClose: () => void }) {
  const update = useUpdateSeller();
  return (
    <ReasonDialog
      open={seller !== null}
      onClose={onClose}
      title="Deactivate shop"
      description={seller ? `${seller.businessName} and its products leave the storefront at once. The seller keeps their dashboard.` : undefined}
      field={{ label: 'Note to the seller (optional)', name: 'note', maxLength: MAX_DEACTIVATION_NOTE, hint: 'Shown on their dashboard with the date.' }}
      confirmLabel="DEACTIVATE"
      pendingLabel="DEACTIVATING..."
      pending={update.isPending}
      onConfirm={(note, done) => {
        if (!seller) return;
        update.mutate({ id: seller.id, isActive: false, ...(note ? { note } : {}) }, {
          onSuccess: () => {
            toast({ title: 'Seller Deactivated', description: `${seller.businessName} is hidden from shoppers.` });
            done();
          },
          onError: () => toast({ title: 'Error', description: 'Failed to update seller status. Please try again.', variant: 'destructive' }),
        });
      }}
    />
  );
}
