import { useEffect, useRef, useState } from 'react';
import { loadStripe, type Stripe, type StripeElements } from '@stripe/stripe-js';
import { Button } from '../../../components/ui/button';

interface CardPaymentProps {
  clientSecret: string;
  publishableKey: string;
  /** Where Stripe sends the shopper back after a bank's check (3-D Secure). */
  returnUrl: string;
}

/**
 * Stripe's Payment Element: the card details are typed into Stripe's frame, never our page. This
 * file and Stripe's script load only when a shopper pays by card. The order turns paid when
 * Stripe's signed webhook arrives; the confirmation page keeps asking until it has.
 */
export default function CardPayment({ clientSecret, publishableKey, returnUrl }: CardPaymentProps) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void loadStripe(publishableKey).then((stripe) => {
      if (cancelled || !stripe || !mountPoint.current) return;
      const elements = stripe.elements({ clientSecret, appearance: { theme: 'night' } });
      elements.create('payment').mount(mountPoint.current);
      setReady({ stripe, elements });
    }).catch(() => setMessage('The card form could not load. Check your connection and reload the page.'));
    return () => {
      cancelled = true;
    };
  }, [clientSecret, publishableKey]);

  async function pay() {
    if (!ready) return;
    setBusy(true);
    setMessage(null);
    const { error } = await ready.stripe.confirmPayment({ elements: ready.elements, confirmParams: { return_url: returnUrl } });
    // Only an immediate failure comes back here; success redirects to returnUrl.
    if (error) setMessage(error.message ?? 'Your card was not charged. Please try again.');
    setBusy(false);
  }

  return (
    <div className="flex flex-col gap-3">
      <div ref={mountPoint} />
      {message && <p role="alert" className="font-semibold text-danger">{message}</p>}
      <Button disabled={!ready || busy} onClick={() => void pay()}>{busy ? 'Paying...' : 'Pay now'}</Button>
    </div>
  );
}
