import { formatPrice } from '@shared/money';
import type { OrderCode } from '@shared/promotion-limits';
import { funderName } from '../cart-codes-labels';

/**
 * What codes take off one seller order, under that order: each code with who pays for it and its
 * share ("SAINTS10 (Concrete Saints) −$5.00", "THREADLINE5 (Threadline) −$2.18").
 */
export function CartCodesOrderDiscount({ codes, businessName }: { codes: readonly OrderCode[]; businessName: string }) {
  if (codes.length === 0) return null;
  return (
    <dl aria-label={`Discounts on the order from ${businessName}`} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 py-3 text-sm" data-testid="order-discounts">
      {codes.map((code) => (
        <div key={code.code} className="contents" data-testid="order-discount-line">
          <dt className="min-w-0 break-words text-muted">
            <span className="font-semibold text-paper">{code.code}</span> ({funderName(code, businessName)})
          </dt>
          <dd className="nums text-right text-acid">−{formatPrice(code.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
