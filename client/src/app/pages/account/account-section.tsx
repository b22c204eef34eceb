import type { ReactNode } from 'react';

/** One block of the account page, with a heading the page's jump links point at. */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 border-2 border-line bg-surface p-5 sm:p-6">
      <h2 id={`${id}-title`} className="caps mb-5 text-2xl sm:text-3xl">{title}</h2>
      {children}
    </section>
  );
}
