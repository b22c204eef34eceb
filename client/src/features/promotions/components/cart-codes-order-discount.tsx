import type { OrderCode } from '@shared/promotion-limits';
import { OrderCodeLines } from './order-code-lines';

/** What codes take off one seller order, under that order in the cart drawer. */
export function CartCodesOrderDiscount({ codes, businessName }: { codes: readonly OrderCode[]; businessName: string }) {
  if (codes.length === 0) return null;
  return (
    <dl aria-label={`Discounts on the order from ${businessName}`} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 py-3 text-sm" data-testid="order-discounts">
      <OrderCodeLines codes={codes} businessName={businessName} />
    </dl>
  );
}
