import { cn } from '../../../lib/cn';

interface ToggleChipsProps {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (option: string) => void;
  error?: string;
}

/** Several on/off choices (sizes, colours) as pressed/unpressed buttons. */
export function ToggleChips({ legend, options, selected, onToggle, error }: ToggleChipsProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="caps mb-2 text-sm text-muted">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const on = selected.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(option)}
              className={cn(
                'nums h-10 min-w-11 border-2 px-3 text-sm font-semibold',
                on ? 'border-acid bg-acid text-ink' : 'border-line hover:border-paper',
              )}
            >
              {option}
            </button>
          );
        })}
      </div>
      {error && <p className="text-sm font-medium text-danger">{error}</p>}
    </fieldset>
  );
}
