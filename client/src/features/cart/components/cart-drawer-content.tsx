import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ShoppingBag, Trash2 } from 'lucide-react';
import { cartSummary, type CartLine } from '@shared/cart-schemas';
import { formatPrice, toCents } from '@shared/money';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../lib/paths';
import { serverMessage } from '../../../lib/server-message';
import { useCartCodes } from '../../promotions/api/cart-codes';
import { useQuote, type CartQuote } from '../../promotions/api/cart-quote';
import { linesByOrder } from '../../promotions/cart-codes-labels';
import { CartCodesField } from '../../promotions/components/cart-codes-field';
import { CartCodesOrderDiscount } from '../../promotions/components/cart-codes-order-discount';
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
  const kept = useCartCodes(userId);
  // The quote is asked for only once the shopper keeps a code: without one the drawer adds up its lines itself.
  const hasCodes = (kept.data?.codes.length ?? 0) > 0;
  const hasAvailable = cart.data?.some((line) => line.product.isAvailable) ?? false;
  const quote = useQuote('standard', hasCodes && hasAvailable);
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
  // With codes, the server's quote prices the cart: each seller order's discount stands under its lines.
  const priced = hasCodes && quote.data && quote.data.sellers.length > 0 ? quote.data : null;
  const lineItem = (line: CartLine) => (
    <CartLineItem
      key={line.id}
      line={line}
      busy={busy}
      onQuantityChange={(quantity) => update.mutate({ lineId: line.id, quantity })}
      onRemove={() => remove.mutate(line.id)}
      onNavigate={onNavigate}
    />
  );

  return (
    <div className="flex min-h-full flex-col">
      {priced ? <LinesByOrder lines={cart.data} quote={priced} lineItem={lineItem} busy={busy} /> : (
        <ul aria-label="Items in your cart" aria-busy={busy}>
          {cart.data.map(lineItem)}
        </ul>
      )}
      {available.length > 0 && <CartCodesField userId={userId} notApplied={priced?.notApplied} className="py-4" />}
      <div className="sticky bottom-0 -mx-5 -mb-5 mt-auto flex flex-col gap-3 border-t-2 border-line bg-surface px-5 pt-4 pb-5">
        {priced && (
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-sm" data-testid="cart-priced">
            <dt className="text-muted">Items</dt>
            <dd className="nums text-right">{formatPrice(priced.itemsTotal)}</dd>
            <dt className="text-muted">Discounts</dt>
            <dd className="nums text-right text-acid" data-testid="cart-discount-total">−{formatPrice(priced.discountTotal)}</dd>
            <dt className="text-muted">Standard shipping</dt>
            <dd className="nums text-right">{toCents(priced.shippingTotal) === 0 ? 'Free' : formatPrice(priced.shippingTotal)}</dd>
          </dl>
        )}
        <div className="flex items-baseline justify-between gap-3">
          <span className="caps text-xl">
            Total{' '}
            <span className="nums font-sans text-sm font-normal normal-case tracking-normal text-muted">
              ({summary.itemCount} {summary.itemCount === 1 ? 'item' : 'items'})
            </span>
          </span>
          <span className="nums text-2xl font-bold" data-testid="cart-total">
            {formatPrice(priced ? priced.grandTotal : summary.total)}
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

/** The lines under their seller orders, as checkout will place them, each order's codes under its lines. */
function LinesByOrder({ lines, quote, lineItem, busy }: {
  lines: CartLine[]; quote: CartQuote; lineItem: (line: CartLine) => ReactNode; busy: boolean;
}) {
  const grouped = linesByOrder(lines, quote.sellers);
  return (
    <div className="flex flex-col gap-2">
      {grouped.orders.map(({ order, lines: orderLines }) => (
        <section key={order.sellerId} aria-label={`Order from ${order.businessName}`} className="border-b-2 border-line" data-testid="cart-order">
          <h3 className="caps pb-2 text-base text-muted">From {order.businessName}</h3>
          <ul aria-label={`Items from ${order.businessName}`} aria-busy={busy} className="[&>li:last-child]:border-b-0">
            {orderLines.map(lineItem)}
          </ul>
          <CartCodesOrderDiscount codes={order.codes} businessName={order.businessName} />
        </section>
      ))}
      {grouped.unpriced.length > 0 && (
        <ul aria-label="Items no longer sold" aria-busy={busy}>
          {grouped.unpriced.map(lineItem)}
        </ul>
      )}
    </div>
  );
}
