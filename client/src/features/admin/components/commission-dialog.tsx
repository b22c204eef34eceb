import { useState } from 'react';
import { formatRate, parseRate } from '@shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useUpdateSeller } from '../api/update-seller';
import type { AdminSeller } from '../types';

/** Sets a seller's commission rate: an admin decision, never the seller's (DECISIONS.md). */
export function CommissionDialog({ seller, onClose }: { seller: AdminSeller | null; onClose: () => void }) {
  const [draft, setDraft] = useState<{ sellerId: number; value: string } | null>(null);
  const update = useUpdateSeller();
  const value = draft && seller && draft.sellerId === seller.id ? draft.value : (seller?.commissionRate ?? '');
  const rate = value.trim() ? parseRate(value) : null;
  const error = value.trim() && rate === null ? 'Enter a percentage from 0 to 100, up to two decimals' : undefined;

  function close() {
    setDraft(null);
    onClose();
  }

  function save() {
    if (!seller || rate === null) return;
    update.mutate(
      { id: seller.id, commissionRate: formatRate(rate) },
      {
        onSuccess: (updated) => {
          toast({ title: 'Commission Updated', description: `${updated.businessName} now pays ${updated.commissionRate}%.` });
          close();
        },
        onError: () => toast({ title: 'Error', description: 'Failed to update commission rate. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <Dialog
      open={seller !== null}
      onOpenChange={(open) => !open && close()}
      title="Commission rate"
      description={seller ? `${seller.businessName}: the platform's share of each sale, in percent.` : undefined}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close}>CANCEL</Button>
          <Button onClick={save} disabled={rate === null || update.isPending}>
            {update.isPending ? 'SAVING...' : 'SAVE RATE'}
          </Button>
        </>
      }
    >
      <form noValidate onSubmit={(event) => { event.preventDefault(); save(); }}>
        <TextField
          label="Commission rate (%)"
          name="commissionRate"
          inputMode="decimal"
          value={value}
          error={error}
          onChange={(event) => seller && setDraft({ sellerId: seller.id, value: event.target.value })}
        />
      </form>
    </Dialog>
  );
}
