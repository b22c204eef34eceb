import type { z } from 'zod';
import { formatCents, parseMoneyInput, toCents } from '@shared/money';
import type { decideDisputeSchema, DisputeOutcome } from '@shared/dispute-schemas';

/** The badge colour of each status in the queue and the detail. */
export const DISPUTE_STATUS_TONES = { open: 'acid', refunded: 'paper', closed: 'muted' } as const;

const DAY_MS = 86_400_000;

/** How long a dispute has waited: "Opened today", "Opened 1 day ago", "Opened 12 days ago". */
export function disputeAge(createdAt: string, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(createdAt).getTime()) / DAY_MS);
  if (days <= 0) return 'Opened today';
  return `Opened ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

export const DISPUTE_OUTCOME_CHOICES: ReadonlyArray<{ value: DisputeOutcome; label: string }> = [
  { value: 'refund', label: 'Refund the buyer' },
  { value: 'close', label: "Close in the shop's favour" },
];

export interface DecideForm {
  outcome: DisputeOutcome;
  amount: string;
  note: string;
}

/**
 * The body of POST /api/admin/disputes/{id}/decide from the form: a close never carries an amount;
 * a refund's blank amount means "all that is left" (the server refunds the rest), so it is left out.
 */
export function decideBody(form: DecideForm): z.input<typeof decideDisputeSchema> {
  const amount = form.amount.trim();
  if (form.outcome === 'close' || amount === '') return { outcome: form.outcome, note: form.note };
  return { outcome: form.outcome, amount, note: form.note };
}

/** What the confirm step says will happen, in money words. */
export function decisionSummary(form: DecideForm, refundable: string): string {
  if (form.outcome === 'close') return "Close the dispute in the shop's favour. No money moves.";
  const left = toCents(refundable);
  const typed = form.amount.trim() === '' ? left : parseMoneyInput(form.amount);
  if (typed === null) return 'Check the amount.';
  return typed === left
    ? `Refund ${formatCents(left)} to the buyer: everything not yet refunded. It is taken from the shop's balance.`
    : `Refund ${formatCents(typed)} to the buyer, of ${formatCents(left)} still refundable. It is taken from the shop's balance.`;
}
