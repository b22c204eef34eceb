import { RotateCw } from 'lucide-react';
import type { WebhookDelivery, WebhookDeliveryStatus } from '@shared/webhook-schemas';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { DELIVERY_STATUS_LABELS, formatDuration } from '../utils/webhook-format';

const STATUS_TONES: Record<WebhookDeliveryStatus, BadgeTone> = { delivered: 'acid', pending: 'paper', failed: 'danger' };

interface DeliveryRowProps {
  delivery: WebhookDelivery;
  onResend: () => void;
  resending: boolean;
}

/** One delivery: its event, how it went, and a way to send the same event again. */
export function DeliveryRow({ delivery, onResend, resending }: DeliveryRowProps) {
  const facts: Array<[string, string]> = [
    ['Attempts', String(delivery.attempts)],
    ['Response', delivery.responseCode === null ? 'No answer' : String(delivery.responseCode)],
    ['Duration', formatDuration(delivery.durationMs)],
    ['Time', formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)],
  ];
  if (delivery.status === 'pending' && delivery.nextAttemptAt) facts.push(['Next try', formatDateTime(delivery.nextAttemptAt)]);
  return (
    <li data-testid="webhook-delivery" aria-label={`${delivery.eventType} ${DELIVERY_STATUS_LABELS[delivery.status]}`} className="flex flex-col gap-3 border-2 border-line p-3">
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={STATUS_TONES[delivery.status]}>{DELIVERY_STATUS_LABELS[delivery.status]}</Badge>
        <span className="font-mono text-sm font-semibold">{delivery.eventType}</span>
        <Button variant="outline" size="sm" className="ml-auto" disabled={resending} onClick={onResend}>
          <RotateCw aria-hidden className="size-4" />{resending ? 'Resending...' : 'Resend'}
        </Button>
      </div>
      <p className="break-all font-mono text-xs text-muted">
        <span className="sr-only">Event id </span>{delivery.eventId}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="caps text-xs text-muted">{label}</dt>
            <dd className="nums">{value}</dd>
          </div>
        ))}
      </dl>
      {delivery.lastError && <p className="text-sm text-danger"><span className="caps text-xs">Last error: </span>{delivery.lastError}</p>}
    </li>
  );
}
