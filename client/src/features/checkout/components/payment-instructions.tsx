import type { CheckoutReply } from '@shared/orders-schemas';

/** What the shopper does next to pay, by method. */
export function PaymentInstructions({ checkout }: { checkout: CheckoutReply }) {
  const { payment } = checkout;
  const waiting = checkout.orders.some((order) => order.status === 'pending');
  if (payment.method === 'bank_transfer') {
    return (
      <section aria-labelledby="payment-heading" className="flex flex-col gap-2 border-2 border-acid p-5">
        <h2 id="payment-heading" className="caps text-2xl">{waiting ? 'Pay by bank transfer' : 'Payment'}</h2>
        {waiting ? (
          <>
            <p>{payment.instructions}</p>
            <p>
              Reference: <strong className="nums" data-testid="payment-reference">{payment.reference}</strong>
            </p>
          </>
        ) : (
          <p>No payment is awaited for this checkout.</p>
        )}
      </section>
    );
  }
  if (payment.method === 'stripe') {
    return (
      <section aria-labelledby="payment-heading" className="flex flex-col gap-2 border-2 border-acid p-5">
        <h2 id="payment-heading" className="caps text-2xl">Card payment</h2>
        <p>{waiting ? 'We are waiting for your card payment to be confirmed. This page shows it once it is.' : 'No payment is awaited for this checkout.'}</p>
      </section>
    );
  }
  return null;
}
