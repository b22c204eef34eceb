import { History, KeyRound, Pencil, Power, Trash2 } from 'lucide-react';
import { WEBHOOK_EVENT_TYPES, type WebhookEndpoint } from '@shared/webhook-schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { endpointState, formatEvents } from '../utils/webhook-format';

interface EndpointRowProps {
  endpoint: WebhookEndpoint;
  onDeliveries: () => void;
  onEdit: () => void;
  onToggle: () => void;
  onRotate: () => void;
  onDelete: () => void;
  /** The enable/disable call for this endpoint is on its way. */
  toggling: boolean;
}

/** One endpoint: its address and state, the events it hears, and what can be done with it. */
export function EndpointRow({ endpoint, onDeliveries, onEdit, onToggle, onRotate, onDelete, toggling }: EndpointRowProps) {
  const state = endpointState(endpoint, formatDateTime);
  return (
    <li data-testid="webhook-endpoint" aria-label={endpoint.url} className="flex flex-col gap-3 border-2 border-line p-4">
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={state.tone}>{state.label}</Badge>
        <span className="min-w-0 flex-1 break-all font-mono text-sm font-semibold">{endpoint.url}</span>
      </div>
      {state.detail && <p className={state.tone === 'danger' ? 'text-sm text-danger' : 'text-sm text-muted'}>{state.detail}</p>}
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[3fr_1fr]">
        <div>
          <dt className="caps text-xs text-muted">Events</dt>
          <dd className="break-words font-mono text-xs">{formatEvents(endpoint.events, WEBHOOK_EVENT_TYPES)}</dd>
        </div>
        <div>
          <dt className="caps text-xs text-muted">Added</dt>
          <dd className="nums">{formatDateTime(endpoint.createdAt)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onDeliveries}><History aria-hidden className="size-4" />Deliveries</Button>
        <Button variant="outline" size="sm" onClick={onEdit}><Pencil aria-hidden className="size-4" />Edit</Button>
        <Button variant="outline" size="sm" onClick={onToggle} disabled={toggling}>
          <Power aria-hidden className="size-4" />{endpoint.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button variant="outline" size="sm" onClick={onRotate}><KeyRound aria-hidden className="size-4" />Rotate secret</Button>
        <Button variant="outline" size="sm" onClick={onDelete} className="hover:border-danger hover:bg-danger"><Trash2 aria-hidden className="size-4" />Delete</Button>
      </div>
    </li>
  );
}
