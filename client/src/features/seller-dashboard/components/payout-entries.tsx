import { formatSignedPrice, toSignedCents } from '@shared/money';
import { LEDGER_KIND_LABELS, ledgerPaidLabel, REFUND_SOURCE_LABELS } from '@shared/ledger-labels';
import type { LedgerEntry } from '@shared/payout-schemas';
import { cn } from '../../../lib/cn';

const dateOf = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * The shop's recent ledger entries under its balance: each delivered order's earning and each
 * refund's reversal (a negative line with its order number and the refund's reason), and whether
 * a payout has settled it yet.
 */
export function PayoutEntries({ entries }: { entries: LedgerEntry[] }) {
  return (
    <section aria-labelledby="payout-entries-heading" className="flex flex-col gap-2">
      <h3 id="payout-entries-heading" className="caps text-lg">Recent entries</h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">Nothing yet: a delivered order adds its earning here, a refund takes it back.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} data-testid="payout-entry" data-kind={entry.kind} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-t border-line pt-2">
              <span className={cn('nums font-semibold', toSignedCents(entry.amount) < 0 && 'text-danger')}>{formatSignedPrice(entry.amount)}</span>
              <span>{LEDGER_KIND_LABELS[entry.kind]}</span>
              {entry.orderNumber && <span className="nums text-muted">{entry.orderNumber}</span>}
              <time dateTime={entry.createdAt} className="text-muted">{dateOf.format(new Date(entry.createdAt))}</time>
              {entry.refund && (
                <span className="w-full text-muted">
                  {REFUND_SOURCE_LABELS[entry.refund.source]}{entry.refund.reason ? `: ${entry.refund.reason}` : ''}
                </span>
              )}
              <span className="w-full text-xs text-muted">{ledgerPaidLabel(entry.payoutId)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
