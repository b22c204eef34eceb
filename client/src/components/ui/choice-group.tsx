import { useId } from 'react';
import { cn } from '../../lib/cn';

export interface Choice {
  label: string;
  value: string;
  /** A CSS colour drawn as a small square before the label (colour choosers). */
  swatch?: string;
  /** Shown but not choosable; the reason is read out with the label. */
  unavailable?: boolean;
  /** Choosable but marked sold out (a shopper may pick it to hear when it is back). */
  soldOut?: boolean;
}

interface ChoiceGroupProps {
  legend: string;
  name: string;
  choices: ReadonlyArray<Choice>;
  value: string | null;
  onChange: (value: string) => void;
  className?: string;
  hideLegend?: boolean;
}

/**
 * Native radio buttons drawn as chips: arrow keys, labels and form semantics come free,
 * and nothing is chosen until the shopper picks (value null).
 */
export function ChoiceGroup({ legend, name, choices, value, onChange, className, hideLegend }: ChoiceGroupProps) {
  const groupId = useId();
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className={cn('caps mb-2 text-sm text-muted', hideLegend && 'sr-only')}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const id = `${groupId}-${choice.value}`;
          return (
            <div key={choice.value}>
              <input
                type="radio"
                id={id}
                name={name}
                value={choice.value}
                checked={value === choice.value}
                disabled={choice.unavailable}
                onChange={() => onChange(choice.value)}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                className={cn(
                  'nums flex h-10 min-w-11 cursor-pointer items-center justify-center border-2 border-line px-3 text-sm font-semibold',
                  'hover:border-paper peer-checked:border-acid peer-checked:bg-acid peer-checked:text-ink',
                  'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-acid',
                  'peer-disabled:cursor-not-allowed peer-disabled:border-dashed peer-disabled:text-muted peer-disabled:line-through peer-disabled:hover:border-line',
                  choice.soldOut && 'border-dashed text-muted line-through',
                )}
              >
                {choice.swatch && (
                  <span aria-hidden className="mr-2 size-4 border border-line" style={{ background: choice.swatch }} />
                )}
                {choice.label}
                {(choice.unavailable || choice.soldOut) && <span className="sr-only"> (sold out)</span>}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
