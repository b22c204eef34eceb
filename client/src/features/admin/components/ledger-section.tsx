import { useSearchParams } from 'react-router';
import { formatPrice, formatSignedPrice, toSignedCents } from '@shared/money';
import { LEDGER_KIND_LABELS, ledgerPaidLabel, REFUND_SOURCE_LABELS } from '@shared/ledger-labels';
import type { AdminLedgerEntry } from '@shared/payout-schemas';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListState } from '../../../components/ui/list-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { useAdminSellers } from '../api/get-admin-sellers';
import { LEDGER_PAGE_SIZE, useLedger } from '../api/get-ledger';
import type { AdminAddress } from '../hooks/use-admin-address';

const isZero = (amount: string | undefined) => amount === undefined || toSignedCents(amount) === 0;

/**
 * The ledger across shops, newest first: each earning and each refund's reversal with its signed
 * amount, the refund's reason and the commission given back, and whether a payout has settled it.
 * Its page lives in the address as `ledgerPage` so it pages apart from the payouts list.
 */
export function LedgerSection({ address }: { address: AdminAddress }) {
  const [params] = useSearchParams();
  const sellerId = Number(address.read('ledgerShop')) || null;
  const page = Math.max(1, Number(address.read('ledgerPage')) || 1);
  const ledger = useLedger(sellerId, page);
  const sellers = useAdminSellers({ pageSize: 100 });
  // Issue 26: what the platform's codes paid the shops, for the filter (all pages).
  const cost = ledger.data?.platformPromotionCost;
  const shopChoices = [{ value: '', label: 'All shops' }, ...(sellers.data?.rows ?? []).map((seller) => ({ value: String(seller.id), label: seller.businessName }))];

  return (
    <section aria-labelledby="ledger-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ledger-heading" className="caps text-2xl">Ledger</h2>
        <NativeSelect
          label="Shop" name="ledgerShop" options={shopChoices} value={sellerId === null ? '' : String(sellerId)} className="w-full sm:w-72"
          onChange={(event) => address.update({ ledgerShop: event.target.value || undefined, ledgerPage: undefined })}
        />
      </div>
      {cost !== undefined && (
        <p className="flex flex-wrap items-baseline gap-x-3 border-2 border-line p-3" data-testid="platform-promotion-cost">
          <span className="caps text-sm text-muted">Platform promotion cost{sellerId === null ? '' : ' for this shop'}</span>
          <span className="nums text-xl font-semibold">{formatSignedPrice(cost)}</span>
          <span className="text-sm text-muted">what platform codes paid the shops, net of refunds</span>
        </p>
      )}
      <ListState isPending={ledger.isPending} isError={ledger.isError} isEmpty={ledger.data?.items.length === 0}
        emptyTitle="No ledger entries" emptyText="A delivered order writes the shop's earning here; a refund writes its reversal."
        onRetry={() => void ledger.refetch()}>
        <ul className="flex flex-col gap-2">
          {ledger.data?.items.map((entry) => <LedgerRow key={entry.id} entry={entry} />)}
        </ul>
        {ledger.data && (
          <ListFooter
            pageSize={LEDGER_PAGE_SIZE} total={ledger.data.total} page={page} shown={ledger.data.items.length} noun="entries" one="entry"
            hrefForPage={(target) => {
              const next = new URLSearchParams(params);
              next.set('ledgerPage', String(target));
              return `?${next.toString()}`;
            }}
          />
        )}
      </ListState>
    </section>
  );
}

function LedgerRow({ entry }: { entry: AdminLedgerEntry }) {
  const negative = toSignedCents(entry.amount) < 0;
  return (
    <li data-testid="ledger-entry" data-kind={entry.kind} className="grid gap-x-4 gap-y-1 border-2 border-line p-3 text-sm sm:grid-cols-[9rem_minmax(0,1fr)_auto]">
      <time dateTime={entry.createdAt} className="text-muted">{formatDateTime(entry.createdAt)}</time>
      <span className="flex flex-wrap gap-x-3">
        <span className="font-semibold">{LEDGER_KIND_LABELS[entry.kind]}</span>
        <span>{entry.businessName}</span>
        {entry.orderNumber && <span className="nums text-muted">{entry.orderNumber}</span>}
      </span>
      <span className={cn('nums font-semibold sm:text-right', negative && 'text-danger')}>{formatSignedPrice(entry.amount)}</span>
      {entry.refund && (
        <span className="text-muted sm:col-span-2 sm:col-start-2">
          {REFUND_SOURCE_LABELS[entry.refund.source]}{entry.refund.reason ? `: ${entry.refund.reason}` : ''}
          {entry.commissionReturned && <> · commission given back <span className="nums text-paper">{formatPrice(entry.commissionReturned)}</span></>}
        </span>
      )}
      {!isZero(entry.platformAmount) && (
        <span className="text-muted sm:col-span-2 sm:col-start-2">
          of which paid by platform codes <span className="nums text-paper">{formatSignedPrice(entry.platformAmount!)}</span>
        </span>
      )}
      <span className="text-muted sm:col-span-2 sm:col-start-2">{ledgerPaidLabel(entry.payoutId)}</span>
    </li>
  );
}
