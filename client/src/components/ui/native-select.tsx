import { useEffect, useRef, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hideLabel?: boolean;
  labelClassName?: string;
  options: ReadonlyArray<{ label: string; value: string }>;
}

/** A real <select>: light, keyboard- and screen-reader-friendly, and good on phones. */
export function NativeSelect({ label, hideLabel, labelClassName, options, className, id, ...props }: NativeSelectProps) {
  const selectId = id ?? `select-${props.name ?? label.toLowerCase().replace(/\W+/g, '-')}`;
  useChoiceMadeBeforeHydration(selectId, props.value);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={selectId} className={cn('caps shrink-0 text-sm text-muted', hideLabel && 'sr-only', labelClassName)}>
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <select
          id={selectId}
          className="h-11 w-full cursor-pointer appearance-none border-2 border-line bg-ink py-0 pr-9 pl-3 text-sm font-medium text-paper hover:border-paper"
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2" />
      </div>
    </div>
  );
}

/**
 * On a page rendered on the server, a shopper can pick an option before the script hydrates it.
 * React keeps the page's selection but not the choice, so the select would show one option while
 * the page acts on another. Once mounted, a controlled select showing another of its options than
 * its value reports that option as a change, as if it had been picked now.
 */
function useChoiceMadeBeforeHydration(selectId: string, value: NativeSelectProps['value']) {
  const atMountRef = useRef({ selectId, value });
  useEffect(() => {
    const { selectId, value } = atMountRef.current;
    const select = document.getElementById(selectId);
    if (!(select instanceof HTMLSelectElement) || value === undefined || Array.isArray(value)) return;
    const isOption = [...select.options].some((option) => option.value === String(value));
    if (isOption && select.value !== String(value)) select.dispatchEvent(new Event('change', { bubbles: true }));
  }, []);
}
