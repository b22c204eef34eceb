import { ADMIN_MESSAGES, MAX_TAKE_DOWN_REASON } from '@shared/admin-schemas';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useSetProductActive } from '../api/set-product-active';
import type { AdminProduct } from '../types';
import { ReasonDialog } from './reason-dialog';

/** TAKE DOWN with the reason the seller reads on their dashboard (DECISIONS.md "Moderation"). */
export function TakeDownDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const takeDown = useSetProductActive();
  return (
    <ReasonDialog
      open={product !== null}
      onClose={onClose}
      title="Take down product"
      description={product ? `${product.name}${product.seller ? ` (${product.seller.businessName})` : ''}` : undefined}
      field={{
        label: 'Reason shown to the seller', name: 'reason', maxLength: MAX_TAKE_DOWN_REASON,
        hint: 'The seller sees it beside the product. Only an admin can reinstate it.',
      }}
      requiredMessage={ADMIN_MESSAGES.takeDownReasonRequired}
      confirmLabel="TAKE DOWN"
      pendingLabel="TAKING DOWN..."
      pending={takeDown.isPending}
      onConfirm={(reason, done) => {
        if (!product) return;
        takeDown.mutate({ id: product.id, isActive: false, reason }, {
          onSuccess: () => {
            toast({ title: 'Product Taken Down', description: `${product.name} is hidden from shoppers until you reinstate it.` });
            done();
          },
          onError: (failure) => toast({
            title: 'Error', description: serverMessage(failure) ?? 'Failed to take the product down. Please try again.', variant: 'destructive',
          }),
        });
      }}
    />
  );
}
