import { Eye, TriangleAlert } from 'lucide-react';
import type { Payout, PayoutDetails } from '@shared/payout-schemas';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';
import { useRevealPayoutDetails } from '../api/reveal-payout-details';

/** "DE89 3704 0044 …": an IBAN in the groups of four people read it aloud in. */
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
      <dt className="caps text-xs text-muted">{label}</dt>
      <dd className="nums font-semibold break-all select-all">{value}</dd>
    </div>
  );
}

function FullDetails({ details }: { details: PayoutDetails }) {
  const bank = details.bankAccount;
  return (
    <dl className="flex flex-col gap-2" aria-label="Full payout details">
      {details.paypalEmail && <Line label="PayPal email" value={details.paypalEmail} />}
      {bank && <Line label="Account holder" value={bank.accountHolder} />}
      {bank?.iban && <Line label="IBAN" value={grouped(bank.iban)} />}
      {bank?.accountNumber && <Line label="Account number" value={bank.accountNumber} />}
      {bank?.routingNumber && <Line label="Routing number" value={bank.routingNumber} />}
      {details.stripeAccountId && <Line label="Stripe account" value={details.stripeAccountId} />}
    </dl>
  );
}

/**
 * Where a payout goes: masked until the admin asks for the full details, which the server
 * records in the activity log (and limits), so the reveal is a deliberate step.
 */
export function PayoutDestination({ payout }: { payout: Payout }) {
  const reveal = useRevealPayoutDetails();
  if (!payout.destination) {
    return (
      <p role="alert" className="flex gap-2 border-2 border-danger p-3 text-sm">
        <TriangleAlert aria-hidden className="size-4 shrink-0 text-danger" />
        <span>This seller has not saved payout details for {payout.method.replace('_', ' ')} yet. Ask them to add them under Settings → Payout in their dashboard.</span>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3 border-2 border-line bg-surface p-3">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="caps text-xs text-muted">Send to</span>
        <span className="nums font-semibold" data-testid="payout-destination">{payout.destination}</span>
      </p>
      {reveal.data ? (
        <FullDetails details={reveal.data} />
      ) : (
        <div className="flex flex-col gap-2">
          <Button variant="outline" size="sm" className="self-start" disabled={reveal.isPending} onClick={() => reveal.mutate(payout.id)}>
            <Eye aria-hidden className="size-4" /> {reveal.isPending ? 'Revealing...' : 'Show full details'}
          </Button>
          <p className="text-xs text-muted">Showing the full details is recorded in the activity log.</p>
          {reveal.isError && <p role="alert" className="text-sm font-medium text-danger">{serverMessage(reveal.error) ?? 'Could not show the details. Please try again.'}</p>}
        </div>
      )}
    </div>
  );
}
