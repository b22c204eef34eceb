import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useCurrentUser } from '../../accounts/api/get-current-user';
import { useToggleFollow } from '../api/follow-shop';
import { useToggleFavourite } from '../api/save-favourite';
import { useSetStockAlert } from '../api/save-stock-alert';
import { hasIntent, readIntent, withoutIntent } from '../utils/intent';

const failed = (title: string) => (error: Error) =>
  toast({ title, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });

/**
 * Finishes what a visitor tapped before signing in (`?favourite=`, `?follow=`, `?stockAlert=`),
 * once the session is there, then takes it out of the address. Loaded only when an address
 * carries one. PUTs are idempotent, so a reload before the address is cleaned does no harm.
 */
export default function PendingIntent() {
  const [params, setParams] = useSearchParams();
  const account = useCurrentUser().data;
  const done = useRef<string | null>(null);
  const favourite = useToggleFavourite({ onError: failed('Could not save it') });
  const follow = useToggleFollow({ onError: failed('Could not follow this shop') });
  const stockAlert = useSetStockAlert({ onError: failed('Could not set the alert') });
  const intent = readIntent(params);
  const key = intent && JSON.stringify(intent);
  const carriesIntent = hasIntent(params);
  const saveFavourite = favourite.mutate;
  const followShop = follow.mutate;
  const waitForStock = stockAlert.mutate;

  useEffect(() => {
    if (!account || !carriesIntent) return;
    setParams((current) => withoutIntent(current), { replace: true, preventScrollReset: true });
    if (!intent || done.current === key) return;
    done.current = key;
    if (intent.kind === 'favourite') {
      saveFavourite({ productId: intent.productId, save: true }, { onSuccess: () => toast({ title: 'Saved to favourites' }) });
    } else if (intent.kind === 'follow') {
      followShop({ sellerId: intent.sellerId, follow: true }, {
        onSuccess: () => toast({ title: 'Following', description: 'New drops from this shop will show on your home page.' }),
      });
    } else {
      waitForStock({ ...intent, waiting: true }, {
        onSuccess: () => toast({ title: "We'll email you when it's back", description: `${intent.size} / ${intent.color}` }),
      });
    }
    // `intent` is read through `key`, its value: a new object each render must not run it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account, key, carriesIntent, setParams, saveFavourite, followShop, waitForStock]);

  return null;
}
