import type { CartLine } from '@shared/cart-schemas';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { shortfallLabel, stockShortfall } from '../stock-shortfall';

const failure = (fallback: string) => (error: Error) =>
  toast({ title: 'Error', description: serverMessage(error) ?? fallback, variant: 'destructive' });

/** "Sold out" or "Only N left" on a line that wants more than there is, with the ways out: remove it, or keep what is left. */
export function CartStockNote({ line, onChanged }: { line: CartLine; /** The cart changed: what was priced from it (a quote) is stale. */ onChanged?: () => void }) {
  const remove = useRemoveCartItem({
    onSuccess: () => {
      toast({ title: 'Removed from cart', description: 'Item has been removed from your cart' });
      onChanged?.();
    },
    onError: failure('Failed to remove item from cart'),
  });
  const update = useUpdateCartItem({ onSuccess: () => onChanged?.(), onError: failure('Failed to update cart item') });
  const shortfall = stockShortfall(line);
  if (!shortfall) return null;
  const busy = remove.isPending || update.isPending;
  const link = 'caps text-sm underline underline-offset-4 hover:text-acid disabled:opacity-45';

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="cart-stock-note">
      <span className="caps bg-danger px-1.5 py-0.5 text-sm text-ink">{shortfallLabel(shortfall)}</span>
      {shortfall.kind === 'onlyLeft' && (
        <button type="button" className={link} disabled={busy} onClick={() => update.mutate({ lineId: line.id, quantity: shortfall.left })}>
          Keep {shortfall.left}
        </button>
      )}
      <button type="button" className={link} disabled={busy} onClick={() => remove.mutate(line.id)} aria-label={`Remove ${line.product.name} (${line.size} / ${line.color})`}>
        Remove
      </button>
    </div>
  );
}
