import { Undo2 } from 'lucide-react';
import type { ReturnPolicy } from '@shared/return-schemas';
import { cn } from '../../../lib/cn';

/** The policy in one sentence, as the product page, the shop's About tab and the order read it. */
export function returnPolicyText(policy: ReturnPolicy): string {
  if (!policy.accepted) return 'This shop does not accept returns.';
  const payer = policy.returnShippingPaidBy === 'shop' ? 'the shop pays' : 'you pay';
  return `Returns accepted within ${policy.windowDays} days of delivery; ${payer} the return shipping.`;
}

/** The shop's return policy, shown before buying (`return-policy`). */
export function ReturnPolicyNote({ policy, className }: { policy: ReturnPolicy; className?: string }) {
  return (
    <p className={cn('flex items-start gap-2 text-sm text-muted', className)} data-testid="return-policy">
      <Undo2 aria-hidden className="mt-0.5 size-4 shrink-0 text-acid" />
      <span>{returnPolicyText(policy)}</span>
    </p>
  );
}
