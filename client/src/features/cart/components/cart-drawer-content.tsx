import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ShoppingBag, Trash2 } from 'lucide-react';
import { cartSummary } from '@shared/cart-schemas';
import { formatPrice } from '@shared/money';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../lib/paths';
import { serverMessage } from '../../../lib/server-message';
import { useCart } from '../api/get-cart';
import { useClearCart } from '../api/clear-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { CartLineItem } from './cart-line-item';

interface CartDrawerContentProps {
  userId: number | null;
  /** Closes the drawer (following a product link, "Keep shopping"). */
  onNavigate: () => void;
}

const failure = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

/** The spec's failure words, and the server's reason under them when it gave one ("Only 1 left in XS / Navy"). */
const failureWithReason = (spec: string) => (error: Error) => {
  const reason = serverMessage(error);
  if (reason) toast({ title: spec, description: reason, variant: 'destructive' });
  else failure(spec);
};

/** What the cart drawer holds. Loaded with the drawer, never with the first page. */
export default function CartDrawerContent({ userId, onNavigate }: CartDrawerContentProps) {
  if (userId === null) {
    return (
      <EmptyCart>
        <p>Sign in to add products to your cart.</p>
        <Link to={paths.login} onClick={onNavigate} className={buttonClasses('primary', 'md', 'mt-2')}>
          SIGN IN
        </Link>
      </EmptyCart>
    );
  }
  return <CartLines userId={userId} onNavigate={onNavigate} />;
}

function EmptyCart({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <ShoppingBag aria-hidden className="size-12 text-acid" strokeWidth={1.5} />
      <h3 className="caps text-2xl">Your cart is empty</h3>
      <div className="flex flex-col items-center gap-2 text-muted">{children}</div>
    </div>
  );
}

function CartLines({ userId, onNavigate }: { userId: number; onNavigate: () => void }) {
  const cart = useCart(userId);
  // Toasts ride on the hooks' own callbacks: they still fire if the drawer closes mid-change.
  const update = useUpdateCartItem({ onError: failureWithReason('Failed to update cart item') });
  const remove = useRemoveCartItem({
    onSuccess: () => toast({ title: 'Removed from cart', description: 'Item has been removed from your cart' }),
    onError: () => failure('Failed to remove item from cart'),
  });
  const clear = useClearCart({
    onSuccess: () => toast({ title: 'Cart cleared', description: 'All items have been removed from your cart' }),
    onError: () => failure('Failed to clear cart'),
  });
  const busy = update.isPending || remove.isPending || clear.isPending;

  if (cart.isPending) return <p className="text-muted">Loading your cart...</p>;
  if (cart.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>We could not load your cart.</p>
        <Button variant="outline" size="sm" onClick={() => cart.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (cart.data.length === 0) {
    return (
      <EmptyCart>
        <p>Add some products to get started!</p>
        <Link to={paths.accountOrders} onClick={onNavigate} className="text-sm underline underline-offset-4 hover:text-acid">
          Your orders
        </Link>
        <Link to={paths.home} onClick={onNavigate} className={buttonClasses('outline', 'md', 'mt-2')}>
          Keep shopping
        </Link>
      </EmptyCart>
    );
  }

  // The total counts what can still be bought, at today's prices from the server.
  const available = cart.data.filter((line) => line.product.isAvailable);
  const summary = cartSummary(available);
  const hasUnavailable = available.length < cart.data.length;

  return (
    <div className="flex min-h-full flex-col">
      <ul aria-label="Items in your cart" aria-busy={busy}>
        {cart.data.map((line) => (
          <CartLineItem
            key={line.id}
            line={line}
            busy={busy}
            onQuantityChange={(quantity) => update.mutate({ lineId: line.id, quantity })}
            onRemove={() => remove.mutate(line.id)}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
      <div className="sticky bottom-0 -mx-5 -mb-5 mt-auto flex flex-col gap-3 border-t-2 border-line bg-surface px-5 pt-4 pb-5">
        <div className="flex items-baseline justify-between gap-3">
          <span className="caps text-xl">
            Total{' '}
            <span className="nums font-sans text-sm font-normal normal-case tracking-normal text-muted">
              ({summary.itemCount} {summary.itemCount === 1 ? 'item' : 'items'})
            </span>
          </span>
          <span className="nums text-2xl font-bold" data-testid="cart-total">
            {formatPrice(summary.total)}
          </span>
        </div>
        {hasUnavailable && <p className="text-sm text-muted">Unavailable items are not counted in the total.</p>}
        {available.length > 0 && (
          <Link to={paths.checkout} onClick={onNavigate} className={buttonClasses('primary', 'lg', 'w-full')}>
            CHECKOUT
          </Link>
        )}
        <Button variant="outline" size="sm" className="w-full" disabled={busy} onClick={() => clear.mutate(userId)}>
          <Trash2 aria-hidden className="size-4" />
          Clear cart
        </Button>
      </div>
    </div>
  );
}
