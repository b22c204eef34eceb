import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CARRIER_NAMES } from '@shared/carriers';
import { shipOrderSchema } from '@shared/orders-schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';

type ShipForm = z.input<typeof shipOrderSchema>;

interface ShipOrderDialogProps {
  orderNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: (shipment: z.output<typeof shipOrderSchema>) => void;
}

/**
 * Shipping needs the carrier and tracking number: the buyer gets them by mail and on their orders
 * page. The carrier stays free text (any carrier ships), with the ones we link to suggested: for
 * those, the mail and the order card link the parcel's tracking page.
 */
export function ShipOrderDialog({ orderNumber, open, onOpenChange, busy, onConfirm }: ShipOrderDialogProps) {
  const form = useForm<ShipForm, unknown, z.output<typeof shipOrderSchema>>({
    resolver: zodResolver(shipOrderSchema), defaultValues: { carrier: '', trackingNumber: '' },
  });
  const { errors } = form.formState;
  const formId = `ship-${orderNumber}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Ship order ${orderNumber}`}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" form={formId} disabled={busy}>{busy ? 'Saving...' : 'Mark shipped'}</Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.handleSubmit(onConfirm)} className="flex flex-col gap-4">
        <TextField
          label="Carrier" placeholder="e.g. UPS" list={`${formId}-carriers`} autoComplete="off" error={errors.carrier?.message} {...form.register('carrier')}
          // The hint is read with the field, unless the error takes its place.
          {...(errors.carrier ? {} : { 'aria-describedby': `${formId}-carrier-hint` })}
        />
        <datalist id={`${formId}-carriers`}>
          {CARRIER_NAMES.map((name) => <option key={name} value={name} />)}
        </datalist>
        <p id={`${formId}-carrier-hint`} className="-mt-2 text-sm text-muted">{CARRIER_NAMES.join(', ')}: the buyer gets a tracking link. Any other carrier: the number only.</p>
        <TextField label="Tracking number" error={errors.trackingNumber?.message} {...form.register('trackingNumber')} />
      </form>
    </Dialog>
  );
}
