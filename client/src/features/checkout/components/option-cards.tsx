import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface OptionCard {
  value: string;
  label: string;
  detail: ReactNode;
}

interface OptionCardsProps {
  legend: string;
  name: string;
  options: ReadonlyArray<OptionCard>;
  value: string;
  onChange: (value: string) => void;
}

/** Native radios drawn as cards with a line of detail (shipping speed, payment method). */
export function OptionCards({ legend, name, options, value, onChange }: OptionCardsProps) {
  const groupId = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="caps mb-3 text-2xl">{legend}</legend>
      {options.map((option) => {
        const id = `${groupId}-${option.value}`;
        return (
          <div key={option.value}>
            <input
              type="radio" id={id} name={name} value={option.value} checked={value === option.value}
              onChange={() => onChange(option.value)} className="peer sr-only"
            />
            <label
              htmlFor={id}
              className={cn(
                'flex cursor-pointer flex-col gap-1 border-2 border-line px-4 py-3 hover:border-paper',
                'peer-checked:border-acid peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-acid',
              )}
            >
              <span className="font-semibold">{option.label}</span>
              <span className="text-sm text-muted">{option.detail}</span>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
