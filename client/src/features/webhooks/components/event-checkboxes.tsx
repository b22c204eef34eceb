import { useId } from 'react';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@shared/webhook-schemas';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { WEBHOOK_EVENT_DESCRIPTIONS } from '../utils/webhook-format';

interface EventCheckboxesProps {
  selected: readonly WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  error?: string;
}

/** The events an endpoint hears, one labelled checkbox each, with a way to tick them all. */
export function EventCheckboxes({ selected, onChange, error }: EventCheckboxesProps) {
  const id = useId();
  const all = WEBHOOK_EVENT_TYPES.every((event) => selected.includes(event));
  const toggle = (event: WebhookEventType) =>
    onChange(selected.includes(event) ? selected.filter((one) => one !== event) : WEBHOOK_EVENT_TYPES.filter((one) => one === event || selected.includes(one)));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="caps mb-1 text-sm text-muted">
        Events <span className="nums text-paper">({selected.length} chosen)</span>
      </legend>
      <div>
        <Button variant="ghost" size="sm" className="px-0" onClick={() => onChange(all ? [] : [...WEBHOOK_EVENT_TYPES])}>
          {all ? 'Clear all' : 'Choose all'}
        </Button>
      </div>
      <ul className={cn('grid border-2 border-line sm:grid-cols-2', error && 'border-danger')}>
        {WEBHOOK_EVENT_TYPES.map((event) => (
          <li key={event} className="border-b border-line last:border-b-0 sm:odd:border-r">
            <label className="flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2 hover:bg-raised">
              <input
                type="checkbox" name="events" value={event} checked={selected.includes(event)} onChange={() => toggle(event)}
                className="mt-1 size-4 shrink-0 accent-[var(--color-acid)]"
              />
              <span className="min-w-0">
                <span className="block font-mono text-sm">{event}</span>
                <span className="block text-sm text-muted">{WEBHOOK_EVENT_DESCRIPTIONS[event]}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && <p id={`${id}-error`} className="text-sm font-medium text-danger">{error}</p>}
    </fieldset>
  );
}
