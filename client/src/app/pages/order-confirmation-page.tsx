import { Link, useParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { formatPrice } from '@shared/money';
import { buttonClasses } from '../../components/ui/button';
import { PageMessage } from '../../components/ui/page-message';
import { Skeleton } from '../../components/ui/skeleton';
import { isNotFound } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useCheckout } from '../../features/checkout/api/get-checkout';
import { DemoPayment } from '../../features/checkout/components/demo-payment';
import { PaymentInstructions } from '../../features/checkout/components/payment-instructions';
import { OrderActions } from '../../features/orders/components/order-actions';
import { OrderCard } from '../../features/orders/components/order-card';

/** /orders/{checkoutNumber}: every seller order of one checkout and what happens next. */
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
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <title>{`Order ${placed.number} · Threadline`}</title>
      <header className="flex flex-col gap-2">
        <CircleCheck aria-hidden className="size-10 text-acid" />
        <h1 className="caps text-4xl leading-none sm:text-5xl">Thank you! Order {placed.number} is placed</h1>
        <p className="text-muted">
          {orders.length === 1 ? 'One order' : `${orders.length} orders, one per seller,`} for {formatPrice(placed.grandTotal)}. Each seller
          ships their own parcel; we email you when one is on its way.
        </p>
      </header>
      {payment.method === 'demo' ? <DemoPayment checkout={checkout.data} /> : <PaymentInstructions checkout={checkout.data} />}
      <section aria-label="Your orders" className="flex flex-col gap-4">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} headingLevel={2} actions={<OrderActions order={order} actor="buyer" />} />
        ))}
      </section>
      <Link to={paths.accountOrders} className={buttonClasses('outline', 'md', 'self-start')}>All your orders</Link>
    </div>
  );
}
