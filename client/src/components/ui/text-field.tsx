import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** The validation message, shown under the field and announced with it. */
  error?: string;
  /** Something beside the label (the "Forgot password?" link). */
  labelAside?: ReactNode;
  /** Drawn inside the input's right edge (the show/hide button). */
  trailing?: ReactNode;
}

export const inputClasses =
  'h-12 w-full border-2 border-line bg-ink px-3 text-base text-paper placeholder:text-muted ' +
  'hover:border-paper focus-visible:border-acid focus-visible:outline-none aria-invalid:border-danger';

/** A labelled input with its message underneath; the message is tied to the input for screen readers. */
export function TextField({ label, error, labelAside, trailing, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="caps text-sm text-muted">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(inputClasses, trailing ? 'pr-12' : undefined)}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
