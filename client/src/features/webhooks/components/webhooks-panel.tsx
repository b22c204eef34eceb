import { useState } from 'react';
import { Plus } from 'lucide-react';
import { WEBHOOK_LIMITS, type WebhookEndpoint, type WebhookWithSecret } from '@shared/webhook-schemas';
import { Button } from '../../../components/ui/button';
import { ListState } from '../../../components/ui/list-state';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useWebhooks } from '../api/get-webhooks';
import type { WebhookOwner } from '../api/webhook-owner';
import { useCreateWebhook, useDeleteWebhook, useRotateWebhookSecret, useUpdateWebhook } from '../api/webhook-writes';
import { useDeliveriesAddress } from '../hooks/use-deliveries-address';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DeliveriesDialog } from './deliveries-dialog';
import { EndpointDialog } from './endpoint-dialog';
import { EndpointRow } from './endpoint-row';
import { SecretDialog } from './secret-dialog';
import { SignatureHelp } from './signature-help';

const SCOPE_NOTES: Record<WebhookOwner, string> = {
  seller: 'Your endpoints hear only about your shop: its orders, products and stock.',
  admin: 'The platform\u2019s endpoints hear the chosen events of every shop.',
};

/** The webhook endpoints of a shop or of the platform: the list, and adding, editing and their log. */
export function WebhooksPanel({ owner }: { owner: WebhookOwner }) {
  const endpoints = useWebhooks(owner);
  const create = useCreateWebhook(owner);
  const update = useUpdateWebhook(owner);
  const removal = useDeleteWebhook(owner);
  const rotation = useRotateWebhookSecret(owner);
  const address = useDeliveriesAddress();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [secret, setSecret] = useState<{ url: string; secret: string; rotated: boolean } | null>(null);
  const edited = editing !== null && editing !== 'new' ? editing : undefined;
  const full = (endpoints.data?.length ?? 0) >= WEBHOOK_LIMITS.endpointsMax;
  const opened = endpoints.data?.find((endpoint) => endpoint.id === address.endpointId);

  const showSecret = (reply: WebhookWithSecret, rotated: boolean) => setSecret({ url: reply.url, secret: reply.secret, rotated });

  function toggle(endpoint: WebhookEndpoint) {
    update.mutate({ id: endpoint.id, body: { enabled: !endpoint.enabled } }, {
      onSuccess: () => toast({ title: endpoint.enabled ? 'Endpoint disabled' : 'Endpoint enabled', description: endpoint.url }),
      onError: (error) => toast({ title: 'Could not change the endpoint', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' }),
    });
  }

  return (
    <section aria-labelledby={`${owner}-webhooks-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={`${owner}-webhooks-heading`} className="caps text-2xl">Webhooks</h2>
          <p className="text-sm text-muted">{SCOPE_NOTES[owner]} Each event is POSTed to your https address, signed, and retried for 3 days if it fails.</p>
        </div>
        <Button onClick={() => setEditing('new')} disabled={full || endpoints.isPending}><Plus aria-hidden className="size-5" />Add endpoint</Button>
      </div>
      {full && <p className="text-sm text-muted">At most {WEBHOOK_LIMITS.endpointsMax} endpoints: delete one to add another.</p>}
      <ListState
        isPending={endpoints.isPending} isError={endpoints.isError} isEmpty={endpoints.data?.length === 0} onRetry={() => void endpoints.refetch()}
        emptyTitle="No endpoints yet"
        emptyText={owner === 'seller'
          ? 'Add an endpoint to send your orders, product edits and low stock to your own tools: a label printer, a spreadsheet, an ERP.'
          : 'Add an endpoint to send every shop\u2019s events to the platform\u2019s own tools.'}
      >
        <ul className="flex flex-col gap-2" aria-label="Endpoints">
          {endpoints.data?.map((endpoint) => (
            <EndpointRow
              key={endpoint.id} endpoint={endpoint} toggling={update.isPending && update.variables.id === endpoint.id}
              onDeliveries={() => address.open(endpoint.id)} onEdit={() => setEditing(endpoint)} onToggle={() => toggle(endpoint)}
              onRotate={() => setRotating(endpoint)} onDelete={() => setDeleting(endpoint)}
            />
          ))}
        </ul>
      </ListState>
      <SignatureHelp />

      <EndpointDialog
        open={editing !== null} onClose={() => setEditing(null)} endpoint={edited} scopeNote={SCOPE_NOTES[owner]}
        pending={create.isPending || update.isPending}
        save={(body) => (edited
          ? update.mutateAsync({ id: edited.id, body })
          : create.mutateAsync(body).then((reply) => showSecret(reply, false)))}
      />
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
      {opened && <DeliveriesDialog owner={owner} endpoint={opened} page={address.page} hrefForPage={address.hrefForPage} onClose={address.close} />}
      <ConfirmDialog
        subjectLook="address" open={rotating !== null} onClose={() => setRotating(null)} pending={rotation.isPending}
        title="Rotate secret" subject={rotating?.url} confirmLabel="Rotate"
        description="A new secret signs every delivery from now on; the old one stops working at once."
        onConfirm={() => rotating && rotation.mutate(rotating.id, {
          onSuccess: (reply) => { setRotating(null); showSecret(reply, true); },
          onError: (error) => toast({ title: 'Could not rotate the secret', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' }),
        })}
      />
      <ConfirmDialog
        subjectLook="address" open={deleting !== null} onClose={() => setDeleting(null)} pending={removal.isPending}
        title="Delete endpoint" subject={deleting?.url} confirmLabel="Delete"
        description="No more events are sent to it. This cannot be undone: to hear events again, add it anew and take its new secret."
        onConfirm={() => deleting && removal.mutate(deleting.id, {
          onSuccess: () => { toast({ title: 'Endpoint deleted', description: deleting.url }); setDeleting(null); },
          onError: (error) => toast({ title: 'Could not delete the endpoint', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' }),
        })}
      />
    </section>
  );
}
