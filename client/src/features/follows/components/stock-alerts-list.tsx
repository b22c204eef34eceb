import { Link } from 'react-router';
import { BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../lib/paths';
import { serverMessage } from '../../../lib/server-message';
import { ProductImage } from '../../catalog/components/product-image';
import { useStockAlerts } from '../api/get-stock-alerts';
import { useSetStockAlert } from '../api/save-stock-alert';

/** The sizes the shopper waits for, each with Stop waiting; an unlisted product keeps its name, unlinked. */
export function StockAlertsList() {
  const alerts = useStockAlerts();
  const stop = useSetStockAlert({
    onError: (error) => toast({ title: 'Could not cancel the alert', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
  if (alerts.isPending) return <Skeleton className="h-24 w-full" />;
  if (alerts.isError) {
    return <p className="text-sm text-muted">Could not load your alerts. <button type="button" className="underline" onClick={() => void alerts.refetch()}>Try again</button></p>;
  }
  if (alerts.data.items.length === 0) {
    return (
      <p className="flex gap-2 text-sm text-muted">
        <BellRing aria-hidden className="size-4 shrink-0" />
        No alerts. On a sold-out size, tap "Tell me when it's back" and we'll tell you the moment it returns.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2" data-testid="stock-alerts">
      {alerts.data.items.map((alert) => (
        <li key={`${alert.productId}-${alert.size}-${alert.color}`} className="flex items-center gap-3 border-2 border-line p-2" data-testid="stock-alert-item">
          <div className="size-12 shrink-0">
            <ProductImage image={alert.product?.images[0]} alt={alert.name} variant="thumb" />
          </div>
          <div className="flex min-w-0 flex-1 flex-col">
            {alert.product ? (
              <Link to={paths.product(alert.productId)} className="truncate font-semibold hover:text-acid">{alert.name}</Link>
            ) : (
              <span className="truncate font-semibold text-muted">{alert.name} <span className="font-normal">(unavailable)</span></span>
            )}
            <span className="nums text-sm text-muted">{alert.size} / {alert.color}</span>
          </div>
          <Button
            variant="ghost"
            size="sm"
            disabled={stop.isPending}
            aria-label={`Stop waiting for ${alert.name} in ${alert.size} / ${alert.color}`}
            onClick={() => stop.mutate({ productId: alert.productId, size: alert.size, color: alert.color, waiting: false })}
          >
            Stop
          </Button>
        </li>
      ))}
    </ul>
  );
}
