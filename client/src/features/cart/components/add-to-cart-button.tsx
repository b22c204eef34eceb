import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import type { Product } from '@shared/catalog-schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../lib/paths';
import { serverMessage } from '../../../lib/server-message';
import { currentUserQueryOptions } from '../../accounts/api/get-current-user';
import { useAddToCart } from '../api/add-to-cart';

interface AddToCartButtonProps {
  product: Product;
  size: string | null;
  color: string | null;
  quantity: number;
  /** No size or colour chosen yet. */
  disabled: boolean;
}

/**
 * Disabled until a size and a colour are chosen, and while adding. A visitor may click it: the
 * answer is the spec's "Please sign in" toast, which is how they learn a cart needs an account.
 */
export function AddToCartButton({ product, size, color, quantity, disabled }: AddToCartButtonProps) {
  const queryClient = useQueryClient();
  const addToCart = useAddToCart({
    onSuccess: () => toast({ title: 'Added to cart', description: 'Item has been added to your cart' }),
    // The server's reason ("Only 1 left in XS / Navy") under the spec's words, which stand alone when there is none.
    onError: (error) => {
      const reason = serverMessage(error);
      toast(reason
        ? { title: 'Failed to add item to cart', description: reason, variant: 'destructive' }
        : { title: 'Error', description: 'Failed to add item to cart', variant: 'destructive' });
    },
  });

  async function add() {
    // The session decides, not a guess: wait for the current user if it is still loading.
    const account = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
    if (!account) {
      toast({
        title: 'Please sign in', description: 'You need to sign in to add items to cart', variant: 'destructive',
        // Back to this product after signing in, its size and colour to choose again.
        action: { label: 'Sign in', to: paths.loginThen(paths.product(product.id)) },
      });
      return;
    }
    addToCart.mutate({ userId: account.user.id, productId: product.id, size: size ?? '', color: color ?? '', quantity });
  }

  return (
    <Button size="lg" className="w-full sm:w-auto sm:min-w-72" disabled={disabled || addToCart.isPending} onClick={add}>
      <ShoppingBag aria-hidden className="size-5" />
      {addToCart.isPending ? 'Adding...' : 'Add to Cart'}
    </Button>
  );
}
