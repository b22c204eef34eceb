import { RefreshCw } from 'lucide-react';
import type { WebhookEndpoint } from '@shared/webhook-schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListState } from '../../../components/ui/list-state';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { DELIVERIES_PAGE_SIZE, useResendWebhookDelivery, useWebhookDeliveries } from '../api/get-webhook-deliveries';
import type { WebhookOwner } from '../api/webhook-owner';
import { DeliveryRow } from './delivery-row';

interface DeliveriesDialogProps {
  owner: WebhookOwner;
  endpoint: WebhookEndpoint;
  page: number;
  hrefForPage: (page: number) => string;
  onClose: () => void;
}

/** An endpoint's delivery log, newest first, a page at a time, each with Resend. */
export function DeliveriesDialog({ owner, endpoint, page, hrefForPage, onClose }: DeliveriesDialogProps) {
  const deliveries = useWebhookDeliveries(owner, endpoint.id, page);
  const resend = useResendWebhookDelivery(owner, endpoint.id);

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} size="lg" title="Deliveries" description={endpoint.url}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">Failed attempts are retried with growing waits for 3 days. Resend sends the same event, with the same id, again.</p>
          <Button variant="outline" size="sm" disabled={deliveries.isFetching} onClick={() => void deliveries.refetch()}>
            <RefreshCw aria-hidden className="size-4" />{deliveries.isFetching ? 'Refreshing...' : 'Refresh'}
          </Button>
        </div>
        <ListState
          isPending={deliveries.isPending} isError={deliveries.isError} isEmpty={deliveries.data?.total === 0} onRetry={() => void deliveries.refetch()}
          emptyTitle="No deliveries yet" emptyText="When one of the chosen events happens, its delivery shows here with the receiver's answer."
        >
          <ul className="flex flex-col gap-2" aria-label="Deliveries">
            {deliveries.data?.rows.map((delivery) => (
              <DeliveryRow
                key={delivery.id} delivery={delivery}
                resending={resend.isPending && resend.variables === delivery.id}
                onResend={() => resend.mutate(delivery.id, {
                  onSuccess: () => toast({ title: 'Delivery queued', description: `${delivery.eventType} goes out again` }),
                  onError: (error) => toast({ title: 'Could not resend', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' }),
                })}
              />
            ))}
          </ul>
          {deliveries.data && (
            <ListFooter pageSize={DELIVERIES_PAGE_SIZE} total={deliveries.data.total} page={page} shown={deliveries.data.rows.length} hrefForPage={hrefForPage} noun="deliveries" one="delivery" />
          )}
        </ListState>
      </div>
    </Dialog>
  );
}
