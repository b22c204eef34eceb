import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { PROMOTION_LIMITS, PROMOTION_MESSAGES, scheduledSaleInputSchema, type ScheduledSaleReply } from '@shared/promotion-schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { emptySaleForm, saleFieldOf, saleToForm, toSaleBody, type SaleBody, type SaleFormValues } from '../utils/manage-sale-form';
import { ManageProductChooser } from './manage-product-chooser';

interface ManageSaleDialogProps {
  open: boolean;
  onClose: () => void;
  /** The sale being edited; none means a new one. */
  sale?: ScheduledSaleReply;
  save: (body: SaleBody) => Promise<unknown>;
  pending: boolean;
}

const FORM_ID = 'sale-form';

const saleResolver: Resolver<SaleFormValues> = async (values) => {
  const result = await scheduledSaleInputSchema.safeParseAsync(toSaleBody(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'root')] ??= { type: issue.code, message: issue.message };
  return { values: {}, errors: errors as FieldErrors<SaleFormValues> };
};

/** SCHEDULE A SALE and its edit; a live sale may only move its end. */
export function ManageSaleDialog({ open, onClose, sale, save, pending }: ManageSaleDialogProps) {
  const live = sale?.status === 'live';
  return (
    <Dialog
      open={open} onOpenChange={(next) => !next && onClose()} size="lg"
      title={sale ? `Edit ${sale.name}` : 'Schedule a sale'}
      description={live
        ? PROMOTION_MESSAGES.saleLiveEdit
        : 'At the start the chosen products go on sale by themselves, and at the end their prices go back.'}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
          <Button type="submit" form={FORM_ID} disabled={pending}>{pending ? 'Saving...' : sale ? 'Save sale' : 'Schedule sale'}</Button>
        </>
      }
    >
      {open && <SaleForm key={sale ? `${sale.id}-${sale.status}` : 'new'} sale={sale} live={live} save={save} onClose={onClose} />}
    </Dialog>
  );
}

function SaleForm({ sale, live, save, onClose }: { sale?: ScheduledSaleReply; live: boolean; save: ManageSaleDialogProps['save']; onClose: () => void }) {
  const form = useForm<SaleFormValues>({ resolver: saleResolver, defaultValues: sale ? saleToForm(sale) : emptySaleForm() });
  const { errors, isSubmitted } = form.formState;
  const productIds = useWatch({ control: form.control, name: 'productIds' });

  const submit = (values: SaleFormValues) => save(toSaleBody(values, sale)).then(
    () => {
      toast({ title: sale ? 'Sale saved' : 'Sale scheduled', description: values.name.trim() || 'Sale' });
      onClose();
    },
    (error: unknown) => {
      const message = serverMessage(error);
      const field = message ? saleFieldOf(message) : null;
      if (message && field) form.setError(field, { message }, { shouldFocus: field !== 'productIds' });
      else toast({ title: 'Could not save the sale', description: message ?? 'Please try again', variant: 'destructive' });
    },
  );

  return (
    <form id={FORM_ID} noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <TextField label="Name (optional)" placeholder="Winter drop" maxLength={PROMOTION_LIMITS.saleNameMax} readOnly={live} error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Percent off" type="number" inputMode="numeric" min={PROMOTION_LIMITS.salePercentMin} max={PROMOTION_LIMITS.salePercentMax} step={1}
          readOnly={live} error={errors.percent?.message} {...form.register('percent')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Starts" type="datetime-local" step={1} readOnly={live} error={errors.startsAt?.message} {...form.register('startsAt')} />
        <TextField label="Ends" type="datetime-local" step={1} error={errors.endsAt?.message} {...form.register('endsAt')} />
      </div>
      {live ? (
        <p className="text-sm text-muted">{sale?.products.map((product) => product.name).join(', ')}</p>
      ) : (
        <ManageProductChooser
          selected={productIds} error={errors.productIds?.message}
          onChange={(ids) => form.setValue('productIds', ids, { shouldValidate: isSubmitted, shouldDirty: true })}
        />
      )}
    </form>
  );
}
