import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'acid' | 'paper' | 'muted' | 'danger';

const tones: Record<BadgeTone, string> = {
  acid: 'border-acid bg-acid text-ink',
  paper: 'border-paper text-paper',
  muted: 'border-line text-muted',
  danger: 'border-danger text-danger',
};

/** A small uppercase label: ACTIVE, VERIFIED, PENDING, SOLD OUT... */
export function Badge({ tone = 'paper', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span className={cn('caps inline-flex items-center border-2 px-2 py-0.5 text-xs tracking-wider', tones[tone], className)}>
      {children}
    </span>
  );
}
