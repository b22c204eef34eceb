import { lazy, Suspense } from 'react';
import type { CheckoutReply } from '@shared/orders-schemas';
import { checkoutState } from '../checkout-state';

const CardPayment = lazy(() => import('./card-payment'));

/** Once nothing is awaited: say so, and say the money arrived when it did. */
export function NothingToPay({ paid }: { paid: boolean }) {
  return <p>{paid ? 'Payment received. ' : ''}No payment is awaited for this checkout.</p>;
}

/** What the shopper does next to pay, by method. */
export function PaymentInstructions({ checkout }: { checkout: CheckoutReply }) {
  const { payment } = checkout;
  const waiting = checkout.orders.some((order) => order.status === 'pending');
  const paid = checkoutState(checkout) === 'paid';
  if (payment.method === 'bank_transfer') {
    return (
      <section aria-labelledby="payment-heading" className="flex flex-col gap-2 border-2 border-acid p-5">
        <h2 id="payment-heading" className="caps text-2xl">{waiting ? 'Pay by bank transfer' : 'Payment'}</h2>
        {waiting ? (
          <>
            {/* The server's own instructions, as it wrote them. */}
            <p>{payment.instructions}</p>
            <p>
              Reference: <strong className="nums" data-testid="payment-reference">{payment.reference}</strong>
            </p>
          </>
        ) : (
          <NothingToPay paid={paid} />
        )}
      </section>
    );
  }
  if (payment.method === 'stripe') {
    const canPay = waiting && payment.clientSecret && payment.publishableKey && payment.status !== 'paid';
    return (
      <section aria-labelledby="payment-heading" className="flex flex-col gap-3 border-2 border-acid p-5">
        <h2 id="payment-heading" className="caps text-2xl">Card payment</h2>
        {!waiting ? (
          <NothingToPay paid={paid} />
        ) : canPay ? (
          <Suspense fallback={<p className="text-muted">Loading the card form...</p>}>
            <CardPayment clientSecret={payment.clientSecret!} publishableKey={payment.publishableKey!} returnUrl={`${window.location.origin}/orders/${payment.reference}`} />
          </Suspense>
        ) : (
          <p>{payment.clientSecret
            ? 'We are waiting for your card payment to be confirmed. This page shows it once it is.'
            : 'The card payment could not be started. Please reload this page in a moment.'}</p>
        )}
      </section>
    );
  }
  return null;
}
