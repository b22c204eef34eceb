import type { ReactNode } from 'react';
import { container } from '../../../components/ui/container';
import { useReportContent } from '../../ssr/page-report';

interface ContentPageProps {
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
}

/** The frame of the footer's information pages: a heading block and readable, narrow text. */
export function ContentPage({ eyebrow, title, lead, children }: ContentPageProps) {
  useReportContent(title, lead);
  return (
    <article className={`${container} py-12`}>
      <title>{`${title} · Threadline`}</title>
      <header className="mb-10 max-w-3xl border-b-2 border-line pb-8">
        <p className="caps text-sm text-acid">{eyebrow}</p>
        <h1 className="caps mt-1 text-5xl leading-none sm:text-6xl">{title}</h1>
        <p className="mt-4 text-lg text-muted">{lead}</p>
      </header>
      <div className="flex max-w-3xl flex-col gap-10 [&_a]:text-acid [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_li]:list-disc [&_p]:text-paper/90">
        {children}
      </div>
    </article>
  );
}

export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="caps text-2xl">{title}</h2>
      {children}
    </section>
  );
}
