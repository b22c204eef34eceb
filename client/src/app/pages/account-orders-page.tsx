import { Link, Navigate, useSearchParams } from 'react-router';
import { Package } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { PageMessage } from '../../components/ui/page-message';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../../features/accounts/api/get-current-user';
import { ORDERS_PAGE_SIZE } from '../../features/orders/api/get-orders-page';
import { useMyOrders } from '../../features/orders/api/get-my-orders';
import { OrderActions } from '../../features/orders/components/order-actions';
import { OrderCard } from '../../features/orders/components/order-card';
import { OrderAfterSale } from '../../features/returns/components/order-after-sale';
import { useReviewableItems } from '../../features/reviews/api/get-reviewable-items';
import { WriteReviewButton } from '../../features/reviews/components/write-review-button';
import { AccountNav } from './account/account-nav';

/** /account/orders: the shopper's seller orders, newest first, each under its checkout number. */
export default function AccountOrdersPage() {
  const currentUser = useCurrentUser();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const signedIn = Boolean(currentUser.data?.user);
  if (currentUser.isPending) return <Skeleton className="mx-auto my-10 h-96 max-w-4xl" />;
  if (!signedIn) return <Navigate to={paths.loginThen(paths.accountOrders)} replace />;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <title>Your orders · Threadline</title>
      <h1 className="caps text-4xl leading-none sm:text-6xl">Your orders</h1>
      <AccountNav />
      <OrdersList page={page} />
    </div>
  );
}

function OrdersList({ page }: { page: number }) {
  const orders = useMyOrders(page);
  // Delivered items not reviewed yet get "Write a review" beside them; the reviews feature says which.
  const reviewable = useReviewableItems();
  const reviewableById = new Map((reviewable.data ?? []).map((item) => [item.orderItemId, item]));
  if (orders.isPending) return <Skeleton className="h-96" />;
  if (orders.isError) return <PageMessage title="We could not load your orders" />;
  if (orders.data.total === 0) {
    return (
      <PageMessage icon={<Package aria-hidden className="size-12" />} title="No orders yet" action={<Link to={paths.home} className={buttonClasses()}>Start shopping</Link>}>
        Orders you place show up here with their status and tracking.
      </PageMessage>
    );
  }
  // Consecutive orders of one checkout share a heading: the shopper paid for them together.
  const groups: { checkoutNumber: string; orders: typeof orders.data.rows }[] = [];
  for (const order of orders.data.rows) {
    const last = groups.at(-1);
    if (last?.checkoutNumber === order.checkoutNumber) last.orders.push(order);
    else groups.push({ checkoutNumber: order.checkoutNumber, orders: [order] });
  }
  return (
    <>
      {groups.map((group) => (
        <section key={group.checkoutNumber} aria-labelledby={`checkout-${group.checkoutNumber}`} className="flex flex-col gap-3">
          <h2 id={`checkout-${group.checkoutNumber}`} className="caps text-2xl">
            <Link to={paths.order(group.checkoutNumber)} className="underline-offset-4 hover:text-acid hover:underline">
              Checkout {group.checkoutNumber}
            </Link>
          </h2>
          {group.orders.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              actions={<OrderActions order={order} actor="buyer" />}
              afterSale={<OrderAfterSale order={order} />}
              itemAction={(item) => {
                const toReview = reviewableById.get(item.id);
                return toReview ? <WriteReviewButton item={toReview} /> : null;
              }}
            />
          ))}
        </section>
      ))}
      <Pagination page={page} totalPages={Math.ceil(orders.data.total / ORDERS_PAGE_SIZE)} hrefFor={(target) => paths.accountOrdersPage(target)} label="Order pages" />
    </>
  );
}
