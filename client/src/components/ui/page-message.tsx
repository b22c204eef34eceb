import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface PageMessageProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  /** Page-level messages (not found) are the page's h1; in-page states (empty lists) are an h2. */
  level?: 1 | 2;
  className?: string;
}

/** Empty states, not-found pages and load errors all share this calm, centred block. */
export function PageMessage({ title, children, action, icon, level = 2, className }: PageMessageProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={cn('mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center', className)}>
      {icon && <div className="text-acid">{icon}</div>}
      <Heading className="caps text-3xl sm:text-4xl">{title}</Heading>
      {children && <div className="text-muted">{children}</div>}
      {action && <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
