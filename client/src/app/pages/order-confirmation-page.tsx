import { Link, useParams } from 'react-router';
import { CircleAlert, CircleCheck, CircleX, Clock } from 'lucide-react';
import type { CheckoutReply } from '@shared/orders-schemas';
import { formatPrice, toCents } from '@shared/money';
import { buttonClasses } from '../../components/ui/button';
import { PageMessage } from '../../components/ui/page-message';
import { Skeleton } from '../../components/ui/skeleton';
import { isNotFound } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { PostalAddress } from '../../features/addresses/components/postal-address';
import { useCheckout } from '../../features/checkout/api/get-checkout';
import { checkoutState, type CheckoutState } from '../../features/checkout/checkout-state';
import { DemoPayment } from '../../features/checkout/components/demo-payment';
import { PaymentInstructions } from '../../features/checkout/components/payment-instructions';
import { OrderActions } from '../../features/orders/components/order-actions';
import { OrderCard } from '../../features/orders/components/order-card';
import { OrderAfterSale } from '../../features/returns/components/order-after-sale';
import { OrderConversation } from '../../features/messages/components/order-conversation';

const HEADS: Record<CheckoutState, { icon: typeof CircleCheck; tone: string; title: (number: string) => string }> = {
  awaiting: { icon: Clock, tone: 'text-paper', title: (number) => `Order ${number} is placed: awaiting payment` },
  paid: { icon: CircleCheck, tone: 'text-acid', title: (number) => `Thank you! Order ${number} is placed` },
  declined: { icon: CircleAlert, tone: 'text-danger', title: (number) => `Payment declined: order ${number} is not paid yet` },
  cancelled: { icon: CircleX, tone: 'text-muted', title: (number) => `Order ${number} is cancelled` },
};

/** The line under the heading: what the state means for the shopper, and what to do now. */
function StateLine({ state, data }: { state: CheckoutState; data: CheckoutReply }) {
  const { checkout: placed, orders } = data;
  const count = orders.length === 1 ? 'One order' : `${orders.length} orders, one per seller,`;
  const saved = placed.discountTotal && toCents(placed.discountTotal) > 0 ? ` (${formatPrice(placed.discountTotal)} off with your codes)` : '';
  switch (state) {
    case 'paid':
      return (
        <>
          <p className="caps text-xl text-acid" data-testid="checkout-state">Payment received</p>
          <p className="text-muted">
            {count} for {formatPrice(placed.grandTotal)}{saved}. Each seller ships their own parcel; we email you when one is on its way.
          </p>
        </>
      );
    case 'awaiting':
      return (
        <p className="text-muted" data-testid="checkout-state">
          {count} for {formatPrice(placed.grandTotal)}{saved}, held for you until the payment arrives. Each seller ships their own parcel once it
          does; we email you when one is on its way.
        </p>
      );
    case 'declined':
      return (
        <p data-testid="checkout-state">
          Nothing was charged. Your items are still held for you: try the payment again below before the hold runs out.
        </p>
      );
    case 'cancelled':
      return (
        <p className="text-muted" data-testid="checkout-state">
          Nothing from this checkout ships. Any money taken goes back to you; the reasons are on each order below.
        </p>
      );
  }
}

/** /orders/{checkoutNumber}: every seller order of one checkout, its payment as it stands, and what happens next. */
export default function OrderConfirmationPage() {
  const number = useParams().checkoutNumber ?? '';
  const checkout = useCheckout(number);

  if (checkout.isPending) return <Skeleton className="mx-auto my-10 h-96 max-w-4xl" />;
  if (checkout.isError) {
    return isNotFound(checkout.error) || (checkout.error as { status?: number }).status === 401 ? (
      <PageMessage level={1} title="Order not found" action={<Link to={paths.accountOrders} className={buttonClasses()}>Your orders</Link>}>
        There is no order {number} on your account.
      </PageMessage>
    ) : (
      <PageMessage level={1} title="We could not load this order" />
    );
  }

  const { checkout: placed, orders, payment } = checkout.data;
  const state = checkoutState(checkout.data);
  const head = HEADS[state];
  const address = orders[0]?.shippingAddress;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <title>{`Order ${placed.number} · Threadline`}</title>
      <header className="flex flex-col gap-2" data-state={state}>
        <head.icon aria-hidden className={`size-10 ${head.tone}`} />
        <h1 className="caps text-4xl leading-none sm:text-5xl">{head.title(placed.number)}</h1>
        <StateLine state={state} data={checkout.data} />
      </header>
      {payment.method === 'demo' ? <DemoPayment checkout={checkout.data} /> : <PaymentInstructions checkout={checkout.data} />}
      {address && (
        <section aria-labelledby="ship-to-heading" className="flex flex-col gap-2 border-2 border-line p-5">
          <h2 id="ship-to-heading" className="caps text-2xl">Shipping to</h2>
          <PostalAddress address={address} phone={address.phone} />
        </section>
      )}
      <section aria-label="Your orders" className="flex flex-col gap-4">
        {orders.map((order) => (
          <div key={order.id} className="flex flex-col gap-3">
            <OrderCard
              order={order} headingLevel={2} actions={<OrderActions order={order} actor="buyer" />}
              afterSale={<OrderAfterSale order={order} />}
            />
            <OrderConversation orderId={order.id} viewer="buyer" />
          </div>
        ))}
      </section>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.accountOrders} className={buttonClasses('outline', 'md')}>All your orders</Link>
        {state === 'cancelled' && <Link to={paths.home} className={buttonClasses('primary', 'md')}>Keep shopping</Link>}
      </div>
    </div>
  );
}
