import { useHeldStock } from '../api/get-held-stock';
import { formatDateTime } from '../../../lib/format';

/**
 * What the shop's unpaid orders hold (DECISIONS.md, "Unpaid holds"): units already out of the
 * stock shoppers see, which come back if the orders are not paid in time. A seller can restock
 * rather than wait, or see that a sold-out product is only held.
 */
export function HeldStockPanel() {
  const held = useHeldStock();
  if (!held.data?.length) return null;
  const units = held.data.reduce((sum, row) => sum + row.units, 0);
  return (
    <section aria-labelledby="held-stock-title" className="flex flex-col gap-2 border-2 border-line bg-surface p-4" data-testid="held-stock">
      <h3 id="held-stock-title" className="caps text-lg">Held for unpaid orders: {units} {units === 1 ? 'unit' : 'units'}</h3>
      <p className="text-sm text-muted">
        These units are out of your shown stock until the orders are paid. Unpaid orders are cancelled when they expire and the units come back.
      </p>
      <ul className="flex flex-col gap-1 text-sm">
        {held.data.map((row) => (
          <li key={row.productId} data-testid="held-stock-row">
            <span className="font-semibold">{row.productName}</span>
            {': '}
            <span className="nums">{row.units}</span> held by {row.orders} {row.orders === 1 ? 'order' : 'orders'}
            {row.firstExpiresAt && <> · first back by <time dateTime={row.firstExpiresAt}>{formatDateTime(row.firstExpiresAt)}</time> unless paid</>}
          </li>
        ))}
      </ul>
    </section>
  );
}
