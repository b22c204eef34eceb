import { useState } from 'react';
import { ADMIN_MESSAGES, MAX_TAKE_DOWN_REASON } from '@shared/admin-schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useSetProductActive } from '../api/set-product-active';
import type { AdminProduct } from '../types';

/** TAKE DOWN with the reason the seller reads on their dashboard (DECISIONS.md "Moderation"). */
export function TakeDownDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const takeDown = useSetProductActive();

  function close() {
    setReason('');
    setError(undefined);
    onClose();
  }

  function submit() {
    if (!product) return;
    if (!reason.trim()) {
      setError(ADMIN_MESSAGES.takeDownReasonRequired);
      return;
    }
    takeDown.mutate(
      { id: product.id, isActive: false, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Product Taken Down', description: `${product.name} is hidden from shoppers until you reinstate it.` });
          close();
        },
        onError: (failure) => toast({ title: 'Error', description: serverMessage(failure) ?? 'Failed to take the product down. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => !open && close()}
      title="Take down product"
      description={product ? `${product.name}${product.seller ? ` (${product.seller.businessName})` : ''}` : undefined}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close}>CANCEL</Button>
          <Button onClick={submit} disabled={takeDown.isPending}>{takeDown.isPending ? 'TAKING DOWN...' : 'TAKE DOWN'}</Button>
        </>
      }
    >
      <TextAreaField
        label="Reason shown to the seller"
        name="reason"
        maxLength={MAX_TAKE_DOWN_REASON}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
        hint="The seller sees it beside the product. Only an admin can reinstate it."
      />
    </Dialog>
  );
}
