import { Check, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useCurrentUser } from '../../accounts/api/get-current-user';
import { useFollowingIds } from '../api/get-following-ids';
import { useToggleFollow } from '../api/follow-shop';
import { useSignInFirst } from './use-sign-in-first';

interface FollowButtonProps {
  sellerId: number;
  shopName: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** Follow / Following; nothing on the shopper's own shop, which they cannot follow. */
export function FollowButton({ sellerId, shopName, size = 'md', className }: FollowButtonProps) {
  const account = useCurrentUser().data;
  const following = useFollowingIds()?.has(sellerId) ?? false;
  const signInFirst = useSignInFirst();
  const toggle = useToggleFollow({
    onError: (error, follow) => toast({
      title: follow ? `Could not follow ${shopName}` : `Could not unfollow ${shopName}`,
      description: serverMessage(error) ?? 'Please try again.',
      variant: 'destructive',
    }),
  });
  if (account?.seller?.id === sellerId) return null;

  return (
    <Button
      variant={following ? 'outline' : 'primary'}
      size={size}
      data-testid="follow-button"
      aria-pressed={following}
      aria-label={following ? `Following ${shopName}: unfollow` : `Follow ${shopName}`}
      className={className}
      onClick={() => void signInFirst({ kind: 'follow', sellerId }, () => toggle.mutate({ sellerId, follow: !following }))}
    >
      {following ? <Check aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
