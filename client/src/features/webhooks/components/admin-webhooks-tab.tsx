import { WebhooksPanel } from './webhooks-panel';

/** The control panel's Webhooks tab: the platform's own endpoints, which hear every shop's events. */
export function AdminWebhooksTab() {
  return <WebhooksPanel owner="admin" />;
}
