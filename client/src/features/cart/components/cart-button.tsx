import { lazy, Suspense, useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import { Sheet } from '../../../components/ui/sheet';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useCurrentUser } from '../../accounts/api/get-current-user';
import { cartItemCount, useCart } from '../api/get-cart';

// The drawer's insides (lines, quantity buttons, money helpers) load when a shopper opens it.
const CartDrawerContent = lazy(() => import('./cart-drawer-content'));

/** The header's cart: a bag with the item count (shown only above 0) that opens the cart drawer. */
export function CartButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const { data: account } = useCurrentUser();
  const userId = account?.user.id ?? null;
  const { data: lines } = useCart(userId);
  const count = lines ? cartItemCount(lines) : 0;

  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title="Your cart"
      side="right"
      triggerLabel={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      triggerSize="icon"
      triggerClassName={cn('relative shrink-0 border-line', className)}
      triggerContent={
        <>
          <ShoppingBag aria-hidden className="size-6" />
          {count > 0 && (
            <span
              aria-hidden
              data-testid="cart-count"
              className="nums absolute -top-2 -right-2 grid h-5 min-w-5 place-items-center bg-acid px-1 font-sans text-xs font-bold text-ink"
            >
              {count > 99 ? '99+' : count}
            </span>
          )}
        </>
      }
    >
      <Suspense fallback={<DrawerSkeleton />}>
        <CartDrawerContent userId={userId} onNavigate={() => setOpen(false)} />
      </Suspense>
    </Sheet>
  );
}

function DrawerSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your cart" className="flex flex-col gap-4">
      {[0, 1].map((index) => (
        <div key={index} className="flex gap-3">
          <Skeleton className="size-16 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
