import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line input with its message underneath, tied to it for screen readers. */
export function TextAreaField({ label, error, hint, id, className, rows = 4, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const noteId = `${inputId}-note`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="caps text-sm text-muted">{label}</label>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? noteId : undefined}
        className="w-full border-2 border-line bg-ink px-3 py-2 text-base text-paper placeholder:text-muted hover:border-paper focus-visible:border-acid focus-visible:outline-none aria-invalid:border-danger"
        {...props}
      />
      {(error || hint) && (
        <p id={noteId} className={cn('text-sm', error ? 'font-medium text-danger' : 'text-muted')}>{error ?? hint}</p>
      )}
    </div>
  );
}
