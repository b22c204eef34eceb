import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderReply } from '@shared/orders-schemas';
import { ShoppingBag } from 'lucide-react';
import { ORDER_STATUSES, type OrderStatus } from '@shared/order-transitions';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { PageMessage } from '../../../components/ui/page-message';
import { Pagination } from '../../../components/ui/pagination';
import { PastLastPage } from '../../../components/ui/past-last-page';
import { Skeleton } from '../../../components/ui/skeleton';
import type { QueryParams } from '../../../lib/api-client';
import { useListPage } from '../../../lib/use-list-page';
import { ORDERS_PAGE_SIZE } from '../api/get-orders-page';
import { useOrdersBoard, type OrdersBoardSource } from '../api/get-orders-board';
import { STATUS_LABELS } from './order-labels';
import { OrderActions } from './order-actions';
import { OrderCard } from './order-card';

const STATUS_OPTIONS = [{ value: '', label: 'All orders' }, ...ORDER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))];

interface OrdersBoardProps {
  source: OrdersBoardSource;
  actor: 'seller' | 'admin';
  /** Figures drawn from orders to fetch again after a move (the seller's overview). */
  alsoInvalidate?: ReadonlyArray<readonly unknown[]>;
  emptyText: string;
  /** The caller's own list parameters (the seller's search and sort) and controls for them, beside the status. */
  query?: QueryParams;
  toolbar?: ReactNode;
  /** More actions on each order (the seller's packing slip). */
  extraActions?: (order: OrderReply) => ReactNode;
}

/**
 * Orders to fulfil, filtered by status and paged by the server; the filter and page live in the
 * address (orderStatus, orderPage) beside the screen's own tab.
 */
export function OrdersBoard({ source, actor, alsoInvalidate, emptyText, query, toolbar, extraActions }: OrdersBoardProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('orderStatus');
  const status = ORDER_STATUSES.includes(requested as OrderStatus) ? (requested as OrderStatus) : undefined;
  const { page, hrefForPage } = useListPage('orderPage');
  const orders = useOrdersBoard(source, status, page, query);
  const totalPages = Math.ceil((orders.data?.total ?? 0) / ORDERS_PAGE_SIZE);
  const searching = Boolean(query?.search);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        {toolbar}
        <NativeSelect
          label="Status" name="orderStatus" className="sm:w-64" value={status ?? ''} options={STATUS_OPTIONS}
          onChange={(event) => setParams((current) => {
            if (event.target.value) current.set('orderStatus', event.target.value);
            else current.delete('orderStatus');
            current.delete('orderPage');
            return current;
          }, { replace: true })}
        />
      </div>
      <PastLastPage page={page} totalPages={totalPages} hrefFor={hrefForPage} settled={orders.isSuccess && !orders.isPlaceholderData} />
      {orders.isPending ? (
        <Skeleton className="h-64" />
      ) : orders.isError ? (
        <PageMessage title="We could not load the orders" action={<Button onClick={() => void orders.refetch()}>Try again</Button>} />
      ) : orders.data.total === 0 && searching ? (
        <PageMessage icon={<ShoppingBag aria-hidden className="size-10" />} title="No matching orders">Try another order number, name or product.</PageMessage>
      ) : orders.data.total === 0 ? (
        <PageMessage icon={<ShoppingBag aria-hidden className="size-10" />} title={status ? `No ${STATUS_LABELS[status].toLowerCase()} orders` : 'No orders yet'}>
          {status ? 'Choose All orders to see orders in every status.' : emptyText}
        </PageMessage>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">{orders.data.total} {orders.data.total === 1 ? 'order' : 'orders'}</p>
          {orders.data.rows.map((order) => (
            <OrderCard key={order.id} order={order} showBuyer actions={<><OrderActions order={order} actor={actor} alsoInvalidate={alsoInvalidate} />{extraActions?.(order)}</>} />
          ))}
          <Pagination page={page} totalPages={totalPages} hrefFor={hrefForPage} label="Order pages" />
        </>
      )}
    </div>
  );
}
