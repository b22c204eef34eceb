import { Controller, useForm, useWatch } from 'react-hook-form';
import { formatCents, formatPrice } from '@shared/money';
import type { OrderReply } from '@shared/orders-schemas';
import {
  RETURN_LIMITS, RETURN_REASONS, RETURN_REASON_LABELS, requestReturnSchema,
  type OrderReturns, type RequestReturnInput, type ReturnReason,
} from '@shared/return-schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toast } from '../../../components/ui/toast-store';
import { imageUrl } from '@shared/images';
import { schemaResolver } from '../../../lib/schema-resolver';
import { serverMessage } from '../../../lib/server-message';
import { useRequestReturn } from '../api/request-return';
import { chosenItems, clampQuantity, formatDeadline, refundPreview, returnableLines, shippingClaimed, type ReturnableLine } from '../utils/refund-preview';
import { PhotosField } from '../../uploads/components/photos-field';

interface ReturnFields {
  /** Units per order item id, as typed. */
  quantities: Record<string, number>;
  reason: ReturnReason | '';
  note: string;
  photos: string[];
  /** Where the schema's "choose at least one item" lands. */
  items?: string;
}

const REASON_OPTIONS = [
  { value: '', label: 'Choose a reason' },
  ...RETURN_REASONS.map((reason) => ({ value: reason, label: RETURN_REASON_LABELS[reason] })),
];

interface RequestReturnDialogProps {
  order: OrderReply;
  orderReturns: OrderReturns & { returnable: NonNullable<OrderReturns['returnable']> };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The buyer's return request: units per item, a reason, a note and photos, with the refund it would give. */
export function RequestReturnDialog({ order, orderReturns, open, onOpenChange }: RequestReturnDialogProps) {
  const lines = returnableLines(order.items, orderReturns.returnable);
  const form = useForm<ReturnFields, unknown, RequestReturnInput>({
    resolver: schemaResolver<ReturnFields, RequestReturnInput>(() => requestReturnSchema, (fields) => ({
      items: chosenItems(lines, fields.quantities), reason: fields.reason, note: fields.note, photos: fields.photos,
    })),
    // One unit of a single item is the likely answer; with several items the buyer picks.
    defaultValues: { quantities: Object.fromEntries(lines.map((line) => [line.item.id, lines.length === 1 ? line.max : 0])), reason: '', note: '', photos: [] },
  });
  const { errors } = form.formState;
  const [quantities, reason] = useWatch({ control: form.control, name: ['quantities', 'reason'] });
  const preview = refundPreview({ lines, quantities, reason, shippingFee: order.shippingFee, shippingClaimed: shippingClaimed(orderReturns.returns) });
  const request = useRequestReturn(order.id, {
    onSuccess: () => {
      onOpenChange(false);
      form.reset();
      toast({ title: 'Return requested', description: `${order.businessName} will answer with instructions.` });
    },
    onError: (error) => toast({ title: 'Could not request the return', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' }),
  });
  const formId = `return-${order.id}`;
  const payer = orderReturns.policy.returnShippingPaidBy;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Return items from order ${order.number}`}
      description={`Returns accepted until ${formatDeadline(orderReturns.returnable.until)}.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" form={formId} disabled={request.isPending} data-testid="return-submit">
            {request.isPending ? 'Sending...' : 'Request return'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.handleSubmit((input) => request.mutate(input))} className="flex flex-col gap-5">
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="caps mb-2 text-sm text-muted">What are you sending back?</legend>
          {lines.map((line) => (
            <QuantityRow key={line.item.id} line={line} value={quantities[line.item.id] ?? 0}
              onChange={(value) => form.setValue(`quantities.${line.item.id}`, value, { shouldValidate: form.formState.isSubmitted })} />
          ))}
          {errors.items?.message && <p className="text-sm font-medium text-danger" role="alert">{errors.items.message}</p>}
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <NativeSelect
            label="Reason" className="flex-col items-stretch" options={REASON_OPTIONS} data-testid="return-reason"
            aria-invalid={errors.reason ? true : undefined} {...form.register('reason')}
          />
          {errors.reason?.message && <p className="text-sm font-medium text-danger">{errors.reason.message}</p>}
        </div>
        <TextAreaField
          label="Note (optional)" rows={3} maxLength={RETURN_LIMITS.noteMax} data-testid="return-note"
          hint="What is wrong, or anything the shop should know." error={errors.note?.message} {...form.register('note')}
        />
        <Controller
          control={form.control}
          name="photos"
          render={({ field }) => <PhotosField photos={field.value} onChange={field.onChange} max={RETURN_LIMITS.photosMax} testId="return-photo" error={errors.photos?.message} />}
        />
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-2 border-line bg-surface p-3 text-sm" data-testid="return-refund-preview">
          <dt className="text-muted">Items</dt>
          <dd className="nums text-right">{formatCents(preview.itemsCents)}</dd>
          {preview.shippingCents > 0 && (
            <>
              <dt className="text-muted">Original shipping (the shop's fault)</dt>
              <dd className="nums text-right">{formatCents(preview.shippingCents)}</dd>
            </>
          )}
          <dt className="font-semibold">Refund once the shop receives it</dt>
          <dd className="nums text-right font-semibold">{formatCents(preview.totalCents)}</dd>
          <dd className="col-span-2 mt-1 text-muted">
            {payer === 'shop' ? 'The shop pays the return shipping.' : 'You pay the return shipping.'}
          </dd>
        </dl>
      </form>
    </Dialog>
  );
}

/** One item with its stepper: 0 up to the units left to return. */
function QuantityRow({ line, value, onChange }: { line: ReturnableLine; value: number; onChange: (value: number) => void }) {
  const { item, max } = line;
  const inputId = `return-quantity-${item.id}`;
  return (
    <div className="flex flex-wrap items-center gap-3 sm:flex-nowrap">
      {item.image ? (
        <img src={imageUrl(item.image, 'thumb')} alt="" width={48} height={48} className="size-12 border-2 border-line object-cover" />
      ) : (
        <span aria-hidden className="size-12 border-2 border-line" />
      )}
      <label htmlFor={inputId} className="min-w-0 flex-1 text-sm">
        <span className="block font-semibold">{item.productName}</span>
        <span className="text-muted">{item.size} / {item.color} · {formatPrice(item.price)} each · up to {max}</span>
      </label>
      <div className="flex items-center">
        <Button variant="outline" size="icon" aria-label={`One fewer ${item.productName}`} disabled={value <= 0} onClick={() => onChange(clampQuantity(value - 1, max))}>−</Button>
        <input
          id={inputId} type="number" inputMode="numeric" min={0} max={max} step={1} value={value}
          data-testid={`return-item-quantity-${item.id}`}
          onChange={(event) => onChange(clampQuantity(event.target.valueAsNumber, max))}
          className="nums h-11 w-16 border-y-2 border-line bg-ink text-center text-paper focus-visible:border-acid focus-visible:outline-none"
        />
        <Button variant="outline" size="icon" aria-label={`One more ${item.productName}`} disabled={value >= max} onClick={() => onChange(clampQuantity(value + 1, max))}>+</Button>
      </div>
    </div>
  );
}
