import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { formatPrice, formatSignedPrice, toSignedCents } from '@shared/money';
import { EARNINGS_HOLD_DAYS, payoutReferenceSchema, type Payout } from '@shared/payout-schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { plural } from '../../../lib/format';
import { useBalances, useCreatePayouts, useMarkPayoutPaid, usePayouts } from '../api/payouts';
import type { AdminAddress } from '../hooks/use-admin-address';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListState } from '../../../components/ui/list-state';
import { ADMIN_PAGE_SIZE } from '../api/get-admin-page';
import { PayoutDestination } from './payout-destination';
import { LedgerSection } from './ledger-section';

const methodName = (method: string) => method.replace('_', ' ');

const failed = (error: Error) => toast({ title: 'Error', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' });

/**
 * Pay sellers what the ledger owes them: one payout per positive payable balance, then mark each
 * paid. Earnings still in their hold after delivery are shown, and wait for a later run.
 */
export function PayoutsTab({ address }: { address: AdminAddress }) {
  const balances = useBalances();
  const payouts = usePayouts(address.page);
  const create = useCreatePayouts();
  const [paying, setPaying] = useState<Payout | null>(null);

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="balances-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="balances-heading" className="caps text-2xl">Balances owed</h2>
          <Button
            disabled={create.isPending || !balances.data?.some((row) => toSignedCents(row.balance) > 0)}
            onClick={() => create.mutate(undefined, {
              onSuccess: (reply) => toast({ title: 'Payouts created', description: `${plural(reply.payouts.length, 'payout')} to send` }),
              onError: failed,
            })}
          >
            CREATE PAYOUTS
          </Button>
        </div>
        <ListState isPending={balances.isPending} isError={balances.isError} isEmpty={!balances.data?.length}
          emptyTitle="Nothing owed" emptyText={`Sellers earn when their orders are delivered, payable ${EARNINGS_HOLD_DAYS} days later.`}
          onRetry={() => void balances.refetch()}>
          <ul className="flex flex-col gap-2">
            {balances.data?.map((row) => (
              <li key={row.sellerId} className="flex flex-wrap items-center justify-between gap-3 border-2 border-line p-3">
                <span className="font-semibold">{row.businessName}</span>
                <span className="text-sm text-muted">
                  by {methodName(row.payoutMethod)}
                  {row.payoutDestination ? <> · <span className="nums">{row.payoutDestination}</span></> : <span className="text-danger"> · no payout details saved</span>}
                </span>
                <span className="nums font-semibold">{formatSignedPrice(row.balance)}</span>
                {toSignedCents(row.held) !== 0 && (
                  <span className="nums w-full text-sm text-muted">
                    + {formatSignedPrice(row.held)} held: delivered less than {EARNINGS_HOLD_DAYS} days ago
                  </span>
                )}
              </li>
            ))}
          </ul>
        </ListState>
      </section>

      <section aria-labelledby="payouts-heading" className="flex flex-col gap-4">
        <h2 id="payouts-heading" className="caps text-2xl">Payouts</h2>
        <ListState isPending={payouts.isPending} isError={payouts.isError} isEmpty={payouts.data?.total === 0}
          emptyTitle="No payouts yet" onRetry={() => void payouts.refetch()}>
          <ul className="flex flex-col gap-2">
            {payouts.data?.rows.map((payout) => (
              <li key={payout.id} aria-label={`Payout ${payout.id}`} className="flex flex-wrap items-center gap-3 border-2 border-line p-3">
                <span className="font-semibold">{payout.businessName}</span>
                <span className="nums">{formatPrice(payout.amount)}</span>
                <Badge tone={payout.status === 'paid' ? 'acid' : 'muted'}>{payout.status}</Badge>
                <span className="text-sm text-muted">
                  {methodName(payout.method)}
                  {payout.destination ? <> · <span className="nums">{payout.destination}</span></> : payout.status === 'pending' && <span className="text-danger"> · no payout details saved</span>}
                  {payout.reference && <> · ref <span className="nums text-paper">{payout.reference}</span></>}
                </span>
                {payout.status === 'pending' && (
                  <Button size="sm" className="ml-auto" onClick={() => setPaying(payout)}>Mark paid</Button>
                )}
              </li>
            ))}
          </ul>
          {payouts.data && (
            <ListFooter pageSize={ADMIN_PAGE_SIZE} total={payouts.data.total} page={address.page} shown={payouts.data.rows.length} hrefForPage={address.hrefForPage} noun="payouts" />
          )}
        </ListState>
      </section>
      <LedgerSection address={address} />
      {paying && <MarkPaidDialog payout={paying} onClose={() => setPaying(null)} />}
    </div>
  );
}

function MarkPaidDialog({ payout, onClose }: { payout: Payout; onClose: () => void }) {
  const markPaid = useMarkPayoutPaid();
  const form = useForm<z.input<typeof payoutReferenceSchema>, unknown, z.output<typeof payoutReferenceSchema>>({
    resolver: zodResolver(payoutReferenceSchema), defaultValues: { reference: '' },
  });
  const formId = `payout-${payout.id}`;
  return (
    <Dialog
      open onOpenChange={(open) => !open && onClose()} size="sm"
      title={`Pay ${formatPrice(payout.amount)} to ${payout.businessName}`}
      description="Send the money to the details below first, then record its reference here. The seller is emailed the reference."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
          <Button type="submit" form={formId} disabled={markPaid.isPending}>Mark paid</Button>
        </>
      }
    >
      <PayoutDestination payout={payout} />
      <form
        id={formId} noValidate className="mt-4"
        onSubmit={form.handleSubmit(({ reference }) => markPaid.mutate({ id: payout.id, reference }, {
          onSuccess: () => { toast({ title: 'Payout marked paid' }); onClose(); },
          onError: failed,
        }))}
      >
        <TextField label="Payment reference" error={form.formState.errors.reference?.message} {...form.register('reference')} />
      </form>
    </Dialog>
  );
}
