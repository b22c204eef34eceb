import { useForm, useWatch } from 'react-hook-form';
import { webhookCreateSchema, type WebhookCreateInput, type WebhookEndpoint } from '@shared/webhook-schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { schemaResolver } from '../../../lib/schema-resolver';
import { emptyWebhookForm, endpointToForm, webhookRefusal, type WebhookFormValues } from '../utils/webhook-form';
import { EventCheckboxes } from './event-checkboxes';

interface EndpointDialogProps {
  open: boolean;
  onClose: () => void;
  /** The endpoint being edited; none means a new one. */
  endpoint?: WebhookEndpoint;
  /** Sends the body; a refusal is shown under its field, or as a toast. */
  save: (body: WebhookCreateInput) => Promise<unknown>;
  pending: boolean;
  /** Who hears what: a shop's own events, or every shop's. */
  scopeNote: string;
}

const FORM_ID = 'webhook-endpoint-form';

/** ADD ENDPOINT and EDIT ENDPOINT: an https address and the events it hears. */
export function EndpointDialog({ open, onClose, endpoint, save, pending, scopeNote }: EndpointDialogProps) {
  return (
    <Dialog
      open={open} onOpenChange={(next) => !next && onClose()} size="lg"
      title={endpoint ? 'Edit endpoint' : 'Add endpoint'} description={scopeNote}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
          <Button type="submit" form={FORM_ID} disabled={pending}>{pending ? 'Saving...' : endpoint ? 'Save endpoint' : 'Add endpoint'}</Button>
        </>
      }
    >
      {/* Keyed so reopening starts from the endpoint as stored, not from an abandoned edit. */}
      {open && <EndpointForm key={endpoint?.id ?? 'new'} endpoint={endpoint} save={save} onClose={onClose} />}
    </Dialog>
  );
}

function EndpointForm({ endpoint, save, onClose }: Pick<EndpointDialogProps, 'endpoint' | 'save' | 'onClose'>) {
  const form = useForm<WebhookFormValues, unknown, WebhookCreateInput>({
    resolver: schemaResolver(() => webhookCreateSchema),
    defaultValues: endpoint ? endpointToForm(endpoint) : emptyWebhookForm(),
  });
  const { errors, isSubmitted } = form.formState;
  const events = useWatch({ control: form.control, name: 'events' });

  const submit = (body: WebhookCreateInput) => save(body).then(
    () => {
      if (endpoint) toast({ title: 'Endpoint saved', description: body.url });
      onClose();
    },
    (error: unknown) => {
      const { field, message } = webhookRefusal(error);
      if (message && field) form.setError(field, { message }, { shouldFocus: field === 'url' });
      else toast({ title: endpoint ? 'Could not save the endpoint' : 'Could not add the endpoint', description: message ?? 'Please try again', variant: 'destructive' });
    },
  );

  return (
    <form id={FORM_ID} noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <TextField
        label="Endpoint URL" type="url" inputMode="url" autoComplete="off" spellCheck={false} placeholder="https://example.com/threadline/webhooks"
        error={errors.url?.message} {...form.register('url')}
      />
      <p className="-mt-3 text-sm text-muted">An https:// address on the public internet; private and local addresses are refused.</p>
      <EventCheckboxes
        selected={events} error={errors.events?.message}
        onChange={(next) => form.setValue('events', next, { shouldValidate: isSubmitted, shouldDirty: true })}
      />
    </form>
  );
}
