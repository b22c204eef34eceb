import { formatPrice, formatSignedPrice } from '@shared/money';
import { EARNINGS_HOLD_DAYS } from '@shared/payout-schemas';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOwnPayouts } from '../api/get-own-payouts';
import { LoadError } from '../../../components/ui/load-error';
import { PayoutEntries } from './payout-entries';

const dateOf = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The seller's balance (earned on delivered orders, not yet paid out), what is still held, and their payouts. */
export function PayoutsPanel() {
  const payouts = useOwnPayouts();
  if (payouts.isPending) return <Skeleton className="h-32" />;
  if (payouts.isError) return <LoadError what="your payouts" onRetry={() => void payouts.refetch()} />;
  return (
    <section aria-labelledby="payouts-heading" className="flex flex-col gap-3 border-2 border-line bg-surface p-5">
      <h2 id="payouts-heading" className="caps text-2xl">Payouts</h2>
      <p>
        Balance <strong className="nums" data-testid="payout-balance">{formatSignedPrice(payouts.data.balance)}</strong>
        <span className="text-sm text-muted"> · earned on delivered orders, paid out by Threadline</span>
      </p>
      <p>
        Held <strong className="nums" data-testid="payout-held">{formatSignedPrice(payouts.data.held)}</strong>
        <span className="text-sm text-muted"> · earnings become payable {EARNINGS_HOLD_DAYS} days after delivery</span>
      </p>
      <PayoutEntries entries={payouts.data.entries} />
      <h3 className="caps text-lg">Payouts sent</h3>
      {payouts.data.payouts.length === 0 ? (
        <p className="text-sm text-muted">No payouts yet.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {payouts.data.payouts.map((payout) => (
            <li key={payout.id} aria-label={`Payout of ${formatPrice(payout.amount)}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-line pt-2">
              <span className="nums font-semibold">{formatPrice(payout.amount)}</span>
              <Badge tone={payout.status === 'paid' ? 'acid' : 'muted'}>{payout.status === 'paid' ? 'sent' : payout.status}</Badge>
              <span className="text-muted">
                {payout.status === 'paid' ? 'Sent' : 'Created'} {dateOf.format(new Date(payout.paidAt ?? payout.createdAt))}
                {payout.destination && <> to <span className="nums">{payout.destination}</span></>}
              </span>
              {payout.reference && (
                <span className="w-full text-muted">Reference <span className="nums text-paper select-all">{payout.reference}</span></span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
