import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../lib/paths';
import { serverMessage } from '../../../lib/server-message';
import { currentUserQueryOptions, useCurrentUser } from '../../accounts/api/get-current-user';
import { useOpenShopConversation } from '../api/open-shop-conversation';
import { MESSAGE_INTENT, addressWithMessageIntent, hasMessageIntent } from '../utils/message-intent';

interface MessageShopButtonProps {
  sellerId: number;
  shopName: string;
  /** The product the question is about, shown at the top of the thread. */
  productId?: number;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * "Message shop": a signed-in shopper opens (or finds) the conversation and goes to it. A visitor
 * signs in first and comes back to this page with `?message=1`, which opens it then. Nothing on
 * the shopper's own shop.
 */
export function MessageShopButton({ sellerId, shopName, productId, size = 'md', className }: MessageShopButtonProps) {
  const account = useCurrentUser().data;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const open = useOpenShopConversation();
  const started = useRef(false);
  const openConversation = open.mutate;

  const go = useCallback(() => openConversation({ sellerId, productId }, {
    onSuccess: (page) => void navigate(paths.accountConversation(page.conversation.id)),
    onError: (error) => toast({ title: `Could not message ${shopName}`, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  }), [openConversation, sellerId, productId, navigate, shopName]);

  const wanted = hasMessageIntent(params);
  useEffect(() => {
    if (!wanted || !account || started.current) return;
    started.current = true;
    setParams((current) => {
      current.delete(MESSAGE_INTENT);
      return current;
    }, { replace: true, preventScrollReset: true });
    if (account.seller?.id !== sellerId) go();
  }, [wanted, account, sellerId, setParams, go]);

  if (account?.seller?.id === sellerId) return null;

  const onClick = async () => {
    const signedIn = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
    if (signedIn) go();
    else void navigate(paths.loginReturningTo(addressWithMessageIntent(pathname, search)));
  };

  return (
    <Button variant="outline" size={size} data-testid="message-shop-button" className={className} disabled={open.isPending} onClick={() => void onClick()}>
      <MessageCircle aria-hidden className="size-4" /> Message shop
    </Button>
  );
}
