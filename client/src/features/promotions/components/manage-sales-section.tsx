import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { formatPrice } from '@shared/money';
import { SHOP_LIST_PAGE_SIZE, type ScheduledSaleReply, type ScheduledSaleStatus } from '@shared/promotion-schemas';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ListState } from '../../../components/ui/list-state';
import { Pagination } from '../../../components/ui/pagination';
import { PastLastPage } from '../../../components/ui/past-last-page';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useListPage } from '../../../lib/use-list-page';
import { useDeleteSellerSale, useSaveSellerSale, useSellerSales } from '../api/manage-seller-sales';
import { formatWindow, SALE_STATUS_LABELS } from '../utils/manage-format';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ManageSaleDialog } from './manage-sale-dialog';

const STATUS_TONES: Record<ScheduledSaleStatus, BadgeTone> = { live: 'acid', scheduled: 'paper', ended: 'muted' };

/**
 * The shop's scheduled sales: percent off chosen products between two times, with each product's
 * price and sale price. Latest start first, a page at a time (?salePage=).
 */
export function ManageSalesSection() {
  const { page, hrefForPage } = useListPage('salePage');
  const sales = useSellerSales(page);
  const totalPages = Math.ceil((sales.data?.total ?? 0) / SHOP_LIST_PAGE_SIZE);
  const save = useSaveSellerSale();
  const removal = useDeleteSellerSale();
  const [editing, setEditing] = useState<ScheduledSaleReply | 'new' | null>(null);
  const [removing, setRemoving] = useState<ScheduledSaleReply | null>(null);
  const endingLive = removing?.status === 'live';

  return (
    <section aria-labelledby="sales-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="sales-heading" className="caps text-2xl">Scheduled sales</h2>
          <p className="text-sm text-muted">Put products on sale for a set time: prices drop at the start and come back at the end, by themselves.</p>
        </div>
        <Button onClick={() => setEditing('new')}><CalendarClock aria-hidden className="size-5" />Schedule a sale</Button>
      </div>
      <PastLastPage page={page} totalPages={totalPages} hrefFor={hrefForPage} settled={sales.isSuccess && !sales.isPlaceholderData} />
      <ListState
        isPending={sales.isPending} isError={sales.isError} isEmpty={sales.data?.total === 0} onRetry={() => void sales.refetch()}
        emptyTitle="No sales scheduled" emptyText="Schedule a sale for a drop or a weekend: choose the products, the percent off and when it runs."
      >
        <ul className="flex flex-col gap-2" aria-label="Your sales">
          {sales.data?.sales.map((sale) => (
            <li key={sale.id} data-testid="scheduled-sale" aria-label={sale.name} className="flex flex-col gap-3 border-2 border-line p-4">
              <div className="flex flex-wrap items-center gap-3">
                <span className="caps text-2xl leading-none">{sale.name}</span>
                <Badge tone={STATUS_TONES[sale.status]}>{SALE_STATUS_LABELS[sale.status]}</Badge>
                <span className="nums font-semibold text-acid">{sale.percent}% off</span>
                <span className="nums text-sm text-muted">{formatWindow(sale.startsAt, sale.endsAt)}</span>
                <div className="flex w-full gap-2 sm:ml-auto sm:w-auto">
                  {sale.status !== 'ended' && (
                    <Button variant="outline" size="sm" onClick={() => setEditing(sale)} aria-label={`Edit ${sale.name}`}>{sale.status === 'live' ? 'Change end' : 'Edit'}</Button>
                  )}
                  <Button variant="outline" size="sm" className="hover:border-danger hover:bg-danger" onClick={() => setRemoving(sale)} aria-label={`${sale.status === 'live' ? 'End now' : 'Delete'} ${sale.name}`}>
                    {sale.status === 'live' ? 'End now' : 'Delete'}
                  </Button>
                </div>
              </div>
              <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" aria-label={`Products in ${sale.name}`}>
                {sale.products.map((product) => (
                  <li key={product.id} className="flex min-w-0 justify-between gap-3 border-b border-line py-1">
                    <span className="min-w-0 truncate">{product.name}</span>
                    <span className="nums shrink-0">
                      <span className="text-muted line-through">{formatPrice(product.price)}</span>
                      <span aria-hidden> → </span><span className="sr-only"> on sale for </span>
                      <span className="font-semibold text-acid">{formatPrice(product.salePrice)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <Pagination page={page} totalPages={totalPages} hrefFor={hrefForPage} label="Sale pages" />
      </ListState>
      <ManageSaleDialog
        open={editing !== null} onClose={() => setEditing(null)} pending={save.isPending}
        sale={editing !== null && editing !== 'new' ? editing : undefined}
        save={(body) => save.mutateAsync({ id: editing !== null && editing !== 'new' ? editing.id : undefined, body })}
      />
      <ConfirmDialog
        open={removing !== null} onClose={() => setRemoving(null)} pending={removal.isPending} subject={removing?.name}
        title={endingLive ? 'End this sale now' : 'Delete sale'} confirmLabel={endingLive ? 'End now' : 'Delete'}
        description={endingLive
          ? 'Its products go back to their prices from before the sale straight away.'
          : removing?.status === 'ended' ? 'It leaves this list; prices are not touched.' : 'It will not start, and no price changes.'}
        onConfirm={() => removing && removal.mutate(removing.id, {
          onSuccess: () => { toast({ title: endingLive ? 'Sale ended' : 'Sale deleted', description: removing.name }); setRemoving(null); },
          onError: (error) => toast({ title: 'Could not change the sale', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' }),
        })}
      />
    </section>
  );
}
