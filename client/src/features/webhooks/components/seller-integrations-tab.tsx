import { LowStockAlerts } from './low-stock-alerts';
import { WebhooksPanel } from './webhooks-panel';

/** The seller dashboard's Integrations tab: the shop's webhook endpoints, then its low-stock thresholds. */
export function SellerIntegrationsTab() {
  return (
    <div className="flex flex-col gap-12">
      <WebhooksPanel owner="seller" />
      <LowStockAlerts />
    </div>
  );
}
