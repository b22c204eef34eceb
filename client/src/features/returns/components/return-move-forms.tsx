import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CARRIER_NAMES } from '@shared/carriers';
import { formatPrice } from '@shared/money';
import {
  DEFAULT_RETURN_INSTRUCTIONS, RETURN_LIMITS, acceptReturnSchema, refuseReturnSchema, shipReturnSchema, type ReturnReply,
} from '@shared/return-schemas';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { schemaResolver } from '../../../lib/schema-resolver';
import { serverMessage } from '../../../lib/server-message';
import { useMoveReturn, type ReturnMove } from '../api/move-return';

/** One move's mutation with the house's toasts; `done` closes the form that asked for it. */
function useMove(ret: ReturnReply, success: string, done: () => void) {
  const move = useMoveReturn({
    onSuccess: () => {
      done();
      toast({ title: success });
    },
    onError: (error) => toast({ title: 'Could not update the return', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' }),
  });
  return { busy: move.isPending, go: (payload: ReturnMove) => move.mutate({ returnId: ret.id, move: payload }) };
}

const panel = 'flex w-full flex-col gap-3 border-2 border-line bg-ink p-3';

/** The buyer's ship-back form: carrier (those we link suggested, any accepted) and tracking number. */
export function ShipBackForm({ ret }: { ret: ReturnReply }) {
  const form = useForm<z.input<typeof shipReturnSchema>, unknown, z.output<typeof shipReturnSchema>>({
    resolver: zodResolver(shipReturnSchema), defaultValues: { carrier: '', trackingNumber: '' },
  });
  const { errors } = form.formState;
  const move = useMove(ret, 'Thanks: the shop knows it is on its way', () => form.reset());
  const listId = `return-${ret.id}-carriers`;
  return (
    <form noValidate onSubmit={form.handleSubmit((shipment) => move.go({ action: 'ship', ...shipment }))} className={panel} aria-label="Send it back">
      <p className="caps text-sm">Sent it back? Tell the shop how</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Carrier" placeholder="e.g. UPS" list={listId} autoComplete="off" maxLength={RETURN_LIMITS.carrierMax}
          data-testid="return-ship-carrier" error={errors.carrier?.message} {...form.register('carrier')}
        />
        <datalist id={listId}>
          {CARRIER_NAMES.map((name) => <option key={name} value={name} />)}
        </datalist>
        <TextField
          label="Tracking number" autoComplete="off" maxLength={RETURN_LIMITS.trackingMax}
          data-testid="return-ship-tracking" error={errors.trackingNumber?.message} {...form.register('trackingNumber')}
        />
      </div>
      <Button type="submit" size="sm" className="self-start" disabled={move.busy} data-testid="return-ship-submit">
        {move.busy ? 'Saving...' : 'I sent it back'}
      </Button>
    </form>
  );
}

type Open = 'accept' | 'refuse' | 'receive' | null;

/** The shop's moves on a return: exactly those its `actions` list, each opening its own small form. */
export function SellerReturnMoves({ ret }: { ret: ReturnReply }) {
  const [open, setOpen] = useState<Open>(null);
  const can = (action: ReturnReply['actions'][number]) => ret.actions.includes(action);
  if (!can('accept') && !can('refuse') && !can('receive')) return null;
  const toggle = (which: Exclude<Open, null>) => setOpen((current) => (current === which ? null : which));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {can('accept') && <Button size="sm" onClick={() => toggle('accept')} aria-expanded={open === 'accept'} data-testid="return-accept">Accept</Button>}
        {can('refuse') && <Button size="sm" variant="outline" onClick={() => toggle('refuse')} aria-expanded={open === 'refuse'} data-testid="return-refuse">Refuse</Button>}
        {can('receive') && <Button size="sm" onClick={() => toggle('receive')} aria-expanded={open === 'receive'} data-testid="return-receive">Mark received</Button>}
      </div>
      {open === 'accept' && <AcceptForm ret={ret} done={() => setOpen(null)} />}
      {open === 'refuse' && <RefuseForm ret={ret} done={() => setOpen(null)} />}
      {open === 'receive' && <ReceiveForm ret={ret} done={() => setOpen(null)} />}
    </div>
  );
}

function AcceptForm({ ret, done }: { ret: ReturnReply; done: () => void }) {
  type Accepted = z.output<typeof acceptReturnSchema>;
  const form = useForm<{ instructions: string }, unknown, Accepted>({
    resolver: schemaResolver<{ instructions: string }, Accepted>(() => acceptReturnSchema), defaultValues: { instructions: '' },
  });
  const move = useMove(ret, 'Return accepted: the buyer has your instructions', done);
  const error = form.formState.errors.instructions?.message;
  return (
    <form noValidate className={panel} onSubmit={form.handleSubmit((input) => move.go({ action: 'accept', instructions: input?.instructions ?? null }))}>
      <TextAreaField
        label="Return instructions (optional)" rows={3} maxLength={RETURN_LIMITS.instructionsMax} data-testid="return-instructions"
        placeholder={DEFAULT_RETURN_INSTRUCTIONS} hint="Where to send it and how. Left blank, the buyer reads the text shown here." error={error}
        {...form.register('instructions')}
      />
      <Button type="submit" size="sm" className="self-start" disabled={move.busy} data-testid="return-accept-submit">
        {move.busy ? 'Saving...' : 'Accept the return'}
      </Button>
    </form>
  );
}

function RefuseForm({ ret, done }: { ret: ReturnReply; done: () => void }) {
  const form = useForm<z.input<typeof refuseReturnSchema>, unknown, z.output<typeof refuseReturnSchema>>({
    resolver: zodResolver(refuseReturnSchema), defaultValues: { reason: '' },
  });
  const move = useMove(ret, 'Return refused: the buyer has your reason', done);
  return (
    <form noValidate className={panel} onSubmit={form.handleSubmit(({ reason }) => move.go({ action: 'refuse', reason }))}>
      <TextAreaField
        label="Why you refuse it" rows={3} maxLength={RETURN_LIMITS.reasonMax} data-testid="return-refuse-reason"
        hint="The buyer reads it, and may ask Threadline to step in." error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <Button type="submit" size="sm" variant="outline" className="self-start" disabled={move.busy} data-testid="return-refuse-submit">
        {move.busy ? 'Saving...' : 'Refuse the return'}
      </Button>
    </form>
  );
}

function ReceiveForm({ ret, done }: { ret: ReturnReply; done: () => void }) {
  // Something that merely did not fit goes back on sale; damaged goods usually do not.
  const [restock, setRestock] = useState(ret.reason !== 'damaged');
  const move = useMove(ret, `Received: ${formatPrice(ret.refundAmount)} refunded to the buyer`, done);
  return (
    <form noValidate className={panel} onSubmit={(event) => {
      event.preventDefault();
      move.go({ action: 'receive', restock });
    }}>
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" checked={restock} onChange={(event) => setRestock(event.target.checked)} data-testid="return-restock" className="size-5 accent-acid" />
        Put the items back in stock
      </label>
      <p className="text-sm">
        Marking it received refunds the buyer <span className="nums font-semibold" data-testid="return-receive-refund">{formatPrice(ret.refundAmount)}</span>,
        taken from this order's earning.
      </p>
      <Button type="submit" size="sm" className="self-start" disabled={move.busy} data-testid="return-receive-submit">
        {move.busy ? 'Refunding...' : 'Received: refund the buyer'}
      </Button>
    </form>
  );
}
