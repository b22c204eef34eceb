import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DISPUTE_LIMITS, decideDisputeSchema, type Dispute } from '@shared/dispute-schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { schemaResolver } from '../../../lib/schema-resolver';
import { serverMessage } from '../../../lib/server-message';
import { useDecideDispute } from '../api/disputes-decide';
import { decideBody, decisionSummary, DISPUTE_OUTCOME_CHOICES, type DecideForm } from '../utils/dispute-format';

/**
 * Refund the buyer (the amount prefilled with all that is left; blank means the same) or close in
 * the shop's favour, with a note both sides read in the order's conversation. A confirm step
 * shows the money that moves; the server's refusals (already decided, more than is left) are shown.
 */
export function DisputesDecideForm({ dispute }: { dispute: Dispute }) {
  const decide = useDecideDispute();
  const [confirming, setConfirming] = useState<DecideForm | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DecideForm, unknown, unknown>({
    resolver: schemaResolver<DecideForm, unknown>(() => decideDisputeSchema, decideBody),
    defaultValues: { outcome: 'refund', amount: dispute.refundableAmount, note: '' },
  });
  const outcome = useWatch({ control: form.control, name: 'outcome' });
  const { errors } = form.formState;

  function confirm() {
    if (!confirming) return;
    setFailure(null);
    decide.mutate({ id: dispute.id, body: decideBody(confirming) }, {
      onSuccess: () => {
        toast({ title: confirming.outcome === 'refund' ? 'Refund made' : 'Dispute closed', description: 'The buyer and the shop read your note in the order\'s conversation.' });
        setConfirming(null);
      },
      onError: (error) => {
        setFailure(serverMessage(error) ?? 'The decision was not saved. Please try again.');
        setConfirming(null);
      },
    });
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4 border-2 border-line p-4"
      onSubmit={form.handleSubmit(() => { setFailure(null); setConfirming(form.getValues()); })}
    >
      <NativeSelect label="Outcome" data-testid="dispute-decide-outcome" options={DISPUTE_OUTCOME_CHOICES} className="flex-col items-stretch sm:flex-row sm:items-center" {...form.register('outcome')} />
      {outcome === 'refund' && (
        <div className="flex flex-col gap-1.5">
          <TextField label="Amount to refund" inputMode="decimal" data-testid="dispute-decide-amount" error={errors.amount?.message} {...form.register('amount')} />
          <p className="text-sm text-muted">Prefilled with everything still refundable; blank means the same. Taken from the shop's balance.</p>
        </div>
      )}
      <TextAreaField
        label="Note both sides will read" data-testid="dispute-decide-note" maxLength={DISPUTE_LIMITS.noteMax}
        hint="Posted in the order's conversation and mailed to the buyer and the shop."
        error={errors.note?.message} {...form.register('note')}
      />
      {failure && <p role="alert" className="border-2 border-danger p-3 text-sm font-medium text-danger">{failure}</p>}
      <Button type="submit" data-testid="dispute-decide-submit" disabled={decide.isPending} className="self-start">
        {decide.isPending ? 'SAVING...' : 'DECIDE'}
      </Button>
      <Dialog
        open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)} size="sm"
        title="Confirm the decision"
        description={confirming ? decisionSummary(confirming, dispute.refundableAmount) : undefined}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(null)}>Cancel</Button>
            <Button data-testid="dispute-decide-confirm" disabled={decide.isPending} onClick={confirm}>
              {confirming?.outcome === 'close' ? 'CLOSE DISPUTE' : 'REFUND'}
            </Button>
          </>
        }
      >
        <p className="whitespace-pre-wrap break-words text-sm"><span className="text-muted">Your note: </span>{confirming?.note}</p>
      </Dialog>
    </form>
  );
}
