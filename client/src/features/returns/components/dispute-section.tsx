import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatPrice } from '@shared/money';
import {
  DISPUTE_LIMITS, DISPUTE_REASON_LABELS, DISPUTE_STATUS_LABELS, openDisputeSchema,
  type DisputeReason, type OpenDisputeInput, type OrderDisputes,
} from '@shared/dispute-schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toast } from '../../../components/ui/toast-store';
import { formatDateTime } from '../../../lib/format';
import { serverMessage } from '../../../lib/server-message';
import { useOpenDispute } from '../api/open-dispute';

/** The order's disputes as the buyer reads them, and "Ask Threadline to step in" while a reason applies. */
export function DisputeSection({ orderId, data }: { orderId: number; data: OrderDisputes }) {
  const [open, setOpen] = useState(false);
  if (data.disputes.length === 0 && data.openableReasons.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {data.disputes.map((dispute) => (
        <div key={dispute.id} className="flex flex-col gap-1 border-2 border-line p-3 text-sm" data-testid="order-dispute">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">Threadline is {dispute.status === 'open' ? 'looking into it' : 'done'}:</span>
            <Badge tone={dispute.status === 'open' ? 'paper' : dispute.status === 'refunded' ? 'acid' : 'muted'}>
              <span data-testid="dispute-status">{DISPUTE_STATUS_LABELS[dispute.status]}</span>
            </Badge>
          </p>
          <p className="text-muted">
            {DISPUTE_REASON_LABELS[dispute.reason]} · opened <time dateTime={dispute.createdAt}>{formatDateTime(dispute.createdAt)}</time>
            {dispute.openedBy === 'system' ? ' (the shop did not answer in time)' : ''}
          </p>
          {dispute.refundAmount && <p>Refunded <span className="nums font-semibold">{formatPrice(dispute.refundAmount)}</span></p>}
          {dispute.decisionNote && (
            <p className="whitespace-pre-line" data-testid="dispute-decision-note"><span className="text-muted">Threadline's decision: </span>{dispute.decisionNote}</p>
          )}
        </div>
      ))}
      {data.openableReasons.length > 0 && (
        open
          ? <OpenDisputeForm orderId={orderId} reasons={data.openableReasons} done={() => setOpen(false)} />
          : <Button size="sm" variant="outline" className="self-start" onClick={() => setOpen(true)} data-testid="dispute-open-button">Ask Threadline to step in</Button>
      )}
    </div>
  );
}

function OpenDisputeForm({ orderId, reasons, done }: { orderId: number; reasons: DisputeReason[]; done: () => void }) {
  const form = useForm<{ reason: DisputeReason; note: string }, unknown, OpenDisputeInput>({
    resolver: zodResolver(openDisputeSchema), defaultValues: { reason: reasons[0], note: '' },
  });
  const { errors } = form.formState;
  const dispute = useOpenDispute(orderId, {
    onSuccess: () => {
      done();
      toast({ title: 'Threadline will step in', description: 'An admin reads the order and its conversation, and both sides hear the decision.' });
    },
    onError: (error) => toast({ title: 'Could not open the dispute', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' }),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((input) => dispute.mutate(input))} className="flex flex-col gap-3 border-2 border-line bg-ink p-3" aria-label="Ask Threadline to step in">
      <NativeSelect
        label="What happened" className="flex-col items-stretch" data-testid="dispute-reason"
        options={reasons.map((reason) => ({ value: reason, label: DISPUTE_REASON_LABELS[reason] }))} {...form.register('reason')}
      />
      <TextAreaField
        label="Tell us more" rows={3} maxLength={DISPUTE_LIMITS.noteMax} data-testid="dispute-note"
        hint="The shop reads it too." error={errors.note?.message} {...form.register('note')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={dispute.isPending} data-testid="dispute-submit">{dispute.isPending ? 'Sending...' : 'Ask Threadline'}</Button>
        <Button size="sm" variant="ghost" onClick={done}>Cancel</Button>
      </div>
    </form>
  );
}
