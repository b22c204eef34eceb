import { Heart } from 'lucide-react';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import { serverMessage } from '../../../lib/server-message';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useToggleFavourite } from '../api/save-favourite';
import { useSignInFirst } from './use-sign-in-first';

interface FavouriteButtonProps {
  productId: number;
  productName: string;
  /** `card`: a round-cornered chip over a card's image; `page`: a square beside Add to Cart. */
  variant?: 'card' | 'page';
}

/** The heart: saves or forgets at once; a visitor signs in first and comes back with it saved. */
export function FavouriteButton({ productId, productName, variant = 'card' }: FavouriteButtonProps) {
  const saved = useFavouriteIds()?.has(productId) ?? false;
  const signInFirst = useSignInFirst();
  const toggle = useToggleFavourite({
    onError: (error, save) => toast({
      title: save ? 'Could not save it' : 'Could not remove it',
      description: serverMessage(error) ?? 'Please try again.',
      variant: 'destructive',
    }),
  });

  return (
    <button
      type="button"
      data-testid="favourite-button"
      aria-pressed={saved}
      aria-label={saved ? 'Remove from favourites' : 'Save to favourites'}
      title={saved ? `Remove ${productName} from favourites` : `Save ${productName} to favourites`}
      onClick={() => void signInFirst({ kind: 'favourite', productId }, () => toggle.mutate({ productId, save: !saved }))}
      // No class merging (lib/cn.ts): each state names its own colours.
      className={cn(
        'grid shrink-0 place-items-center border-2 transition-colors',
        variant === 'card' ? 'size-10 bg-ink/85' : 'size-13',
        saved
          ? 'border-acid text-acid'
          : variant === 'card' ? 'border-line text-paper hover:border-paper' : 'border-paper text-paper hover:bg-paper hover:text-ink',
      )}
    >
      <Heart aria-hidden className={cn(variant === 'card' ? 'size-5' : 'size-6', saved && 'fill-current')} />
    </button>
  );
}
