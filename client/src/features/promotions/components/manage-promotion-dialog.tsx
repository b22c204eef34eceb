import type { ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { platformPromotionInputSchema, sellerPromotionInputSchema, type PromotionReply } from '@shared/promotion-schemas';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import {
  emptyPromotionForm, formFieldOfPath, promotionFieldOf, promotionToForm, toPromotionBody,
  type PromotionBody, type PromotionFormValues, type PromotionOwner,
} from '../utils/manage-promotion-form';

/** What the scope's chooser is given: the ticks, and the message to show under it. */
export interface ChooserProps {
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

interface ManagePromotionDialogProps {
  open: boolean;
  onClose: () => void;
  owner: PromotionOwner;
  /** The code being edited; none means a new one. */
  promotion?: PromotionReply;
  /** Sends the body; the dialog shows a refusal under its field, or as a toast. */
  save: (body: PromotionBody) => Promise<unknown>;
  pending: boolean;
  /** The products of the shop (seller) or the shops (admin), as a searchable pick list. */
  renderChooser: (props: ChooserProps) => ReactNode;
}

const FORM_ID = 'promotion-form';

/** One shared schema checks the body the form will send; each issue lands under its field. */
function promotionResolver(owner: PromotionOwner): Resolver<PromotionFormValues> {
  const schema = owner === 'seller' ? sellerPromotionInputSchema : platformPromotionInputSchema;
  return async (values) => {
    const result = await schema.safeParseAsync(toPromotionBody(values, owner));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) errors[formFieldOfPath(String(issue.path[0] ?? 'root'))] ??= { type: issue.code, message: issue.message };
    return { values: {}, errors: errors as FieldErrors<PromotionFormValues> };
  };
}

/** NEW CODE and EDIT CODE, for a shop's code and the platform's alike. */
export function ManagePromotionDialog({ open, onClose, owner, promotion, save, pending, renderChooser }: ManagePromotionDialogProps) {
  return (
    <Dialog
      open={open} onOpenChange={(next) => !next && onClose()} size="lg"
      title={promotion ? `Edit ${promotion.code}` : 'New code'}
      description={owner === 'seller'
        ? 'Your shop pays for this discount; it applies only to your items in a cart.'
        : 'The platform pays for this discount; it is split across the shops\u2019 orders and their net stays the same.'}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
          <Button type="submit" form={FORM_ID} disabled={pending}>{pending ? 'Saving...' : promotion ? 'Save code' : 'Create code'}</Button>
        </>
      }
    >
      {/* Keyed so reopening starts from the code as stored, not from an abandoned edit. */}
      {open && <PromotionForm key={promotion ? `${promotion.id}-${promotion.updatedAt}` : 'new'} {...{ owner, promotion, save, onClose, renderChooser }} />}
    </Dialog>
  );
}

function PromotionForm({ owner, promotion, save, onClose, renderChooser }: Pick<ManagePromotionDialogProps, 'owner' | 'promotion' | 'save' | 'onClose' | 'renderChooser'>) {
  const form = useForm<PromotionFormValues>({
    resolver: promotionResolver(owner),
    defaultValues: promotion ? promotionToForm(promotion, owner) : emptyPromotionForm(),
  });
  const { errors, isSubmitted } = form.formState;
  const [kind, scope, chosenIds] = useWatch({ control: form.control, name: ['kind', 'scope', 'chosenIds'] });

  const submit = (values: PromotionFormValues) => save(toPromotionBody(values, owner, promotion)).then(
    () => {
      toast({ title: promotion ? 'Code saved' : 'Code created', description: values.code.trim() });
      onClose();
    },
    (error: unknown) => {
      const message = serverMessage(error);
      const field = message ? promotionFieldOf(message) : null;
      if (message && field) form.setError(field, { message }, { shouldFocus: field !== 'chosenIds' });
      else toast({ title: 'Could not save the code', description: message ?? 'Please try again', variant: 'destructive' });
    },
  );

  return (
    <form id={FORM_ID} noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <TextField label="Code" autoComplete="off" spellCheck={false} placeholder="DROP15" error={errors.code?.message} {...form.register('code')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceGroup
          legend="Discount" name="kind" value={kind}
          choices={[{ value: 'percent', label: 'Percent off' }, { value: 'fixed', label: 'Amount off' }]}
          onChange={(next) => form.setValue('kind', next as PromotionFormValues['kind'], { shouldValidate: isSubmitted })}
        />
        <TextField
          label={kind === 'percent' ? 'Percent off (%)' : 'Amount off ($)'} inputMode="decimal" placeholder={kind === 'percent' ? '15' : '5.00'}
          error={errors.value?.message} {...form.register('value')}
        />
      </div>
      <TextField label="Minimum subtotal ($, optional)" inputMode="decimal" placeholder="No minimum" error={errors.minSubtotal?.message} {...form.register('minSubtotal')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Starts (optional)" type="datetime-local" error={errors.startsAt?.message} {...form.register('startsAt')} />
        <TextField label="Ends (optional)" type="datetime-local" error={errors.endsAt?.message} {...form.register('endsAt')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Total uses (optional)" inputMode="numeric" placeholder="No limit" error={errors.usageLimit?.message} {...form.register('usageLimit')} />
        <TextField label="Uses per shopper (optional)" inputMode="numeric" placeholder="No limit" error={errors.perCustomerLimit?.message} {...form.register('perCustomerLimit')} />
      </div>
      <ChoiceGroup
        legend="Applies to" name="scope" value={scope}
        choices={owner === 'seller'
          ? [{ value: 'all', label: 'Whole shop' }, { value: 'chosen', label: 'Chosen products' }]
          : [{ value: 'all', label: 'Whole cart' }, { value: 'chosen', label: 'Chosen shops' }]}
        onChange={(next) => form.setValue('scope', next as PromotionFormValues['scope'], { shouldValidate: isSubmitted })}
      />
      {scope === 'chosen' && renderChooser({
        selected: chosenIds,
        onChange: (ids) => form.setValue('chosenIds', ids, { shouldValidate: isSubmitted, shouldDirty: true }),
        error: errors.chosenIds?.message,
      })}
    </form>
  );
}
