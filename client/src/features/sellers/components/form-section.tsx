import type { ReactNode } from 'react';

/** A titled group of fields in a long form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-5 border-2 border-line p-4 sm:p-6">
      <legend className="caps px-2 text-xl">{title}</legend>
      {children}
    </fieldset>
  );
}
