import type { CheckoutReply } from '@shared/orders-schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useDemoPayment } from '../api/demo-payment';
import { checkoutState } from '../checkout-state';
import { NothingToPay } from './payment-instructions';

/**
 * The demo provider (PAYMENTS_DEMO=true only): Pay and Decline stand in for a card form and go
 * through the same payment-event path as a real provider's webhook.
 */
export function DemoPayment({ checkout }: { checkout: CheckoutReply }) {
  const demo = useDemoPayment({
    onError: (error) => toast({ title: 'Payment failed', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' }),
  });
  const pending = checkout.orders.filter((order) => order.status === 'pending');
  const declined = pending.some((order) => order.paymentStatus === 'failed');
  const send = (outcome: 'pay' | 'decline') => demo.mutate({ number: checkout.checkout.number, outcome });

  return (
    <section aria-labelledby="payment-heading" className="flex flex-col gap-3 border-2 border-acid p-5">
      <h2 id="payment-heading" className="caps text-2xl">Demo payment: no money moves</h2>
      {pending.length === 0 ? (
        <NothingToPay paid={checkoutState(checkout) === 'paid'} />
      ) : (
        <>
          {declined && <p role="alert" className="font-semibold text-danger">Your payment was declined. You can try again.</p>}
          <p className="text-muted">This shop runs in demo mode. Choose what the payment does:</p>
          <div className="flex flex-wrap gap-3">
            <Button disabled={demo.isPending} onClick={() => send('pay')}>Pay</Button>
            <Button variant="outline" disabled={demo.isPending} onClick={() => send('decline')}>Decline</Button>
          </div>
        </>
      )}
    </section>
  );
}
