import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { cancelOrderSchema } from '@shared/orders-schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';

type CancelForm = z.input<typeof cancelOrderSchema>;

interface CancelOrderDialogProps {
  orderNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: (reason: string) => void;
  /** A refund of a delivered order asks the same question in other words. */
  kind?: 'cancel' | 'refund';
}

const WORDS = {
  cancel: { title: 'Cancel order', description: 'Stock goes back to the shop; a paid order is refunded.', confirm: 'Cancel order', busy: 'Cancelling...' },
  refund: { title: 'Refund order', description: 'The buyer gets the order total back; the seller\'s earning is reversed.', confirm: 'Refund', busy: 'Refunding...' },
} as const;

/** Cancelling needs a reason: the other party reads it in the order's history and in the mail. */
export function CancelOrderDialog({ orderNumber, open, onOpenChange, busy, onConfirm, kind = 'cancel' }: CancelOrderDialogProps) {
  const words = WORDS[kind];
  const form = useForm<CancelForm, unknown, z.output<typeof cancelOrderSchema>>({ resolver: zodResolver(cancelOrderSchema), defaultValues: { reason: '' } });
  const formId = `${kind}-${orderNumber}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${words.title} ${orderNumber}`}
      description={words.description}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>Keep order</Button>
          <Button type="submit" form={formId} disabled={busy}>{busy ? words.busy : words.confirm}</Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.handleSubmit(({ reason }) => onConfirm(reason))}>
        <TextAreaField label="Reason" rows={3} error={form.formState.errors.reason?.message} {...form.register('reason')} />
      </form>
    </Dialog>
  );
}
