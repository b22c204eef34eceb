import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Page numbers to show: the first, the last, and the current one with its neighbours; null marks a gap. */
export function pageWindow(current: number, total: number): Array<number | null> {
  const pages = new Set([1, total, current - 1, current, current + 1]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const result: Array<number | null> = [];
  for (const page of sorted) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && page - previous === 2) result.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) result.push(null);
    result.push(page);
  }
  return result;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
}

const cell = 'nums grid h-11 min-w-11 place-items-center border-2 px-3 text-sm font-semibold';

/** Real links, so every page has an address that can be shared, reloaded or opened in a new tab. */
export function Pagination({ page, totalPages, hrefFor, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const edge = (target: number, disabled: boolean, text: string, icon: ReactNode, rel: string) =>
    disabled ? (
      <span aria-disabled="true" className={cn(cell, 'border-line text-muted opacity-50')}>
        {icon}
        <span className="sr-only">{text}</span>
      </span>
    ) : (
      <Link to={hrefFor(target)} rel={rel} className={cn(cell, 'border-line hover:border-paper')}>
        {icon}
        <span className="sr-only">{text}</span>
      </Link>
    );

  return (
    <nav aria-label={label} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{edge(page - 1, page <= 1, 'Previous page', <ChevronLeft aria-hidden className="size-5" />, 'prev')}</li>
        {pageWindow(page, totalPages).map((entry, index) =>
          entry === null ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefFor(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={`Page ${entry}`}
                className={cn(
                  cell,
                  entry === page ? 'border-acid bg-acid text-ink' : 'border-line hover:border-paper',
                )}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>{edge(page + 1, page >= totalPages, 'Next page', <ChevronRight aria-hidden className="size-5" />, 'next')}</li>
      </ul>
    </nav>
  );
}
