import { formatPrice } from '@shared/money';
import type { OrderCode } from '@shared/promotion-limits';
import { funderName } from '../cart-codes-labels';

/**
 * Rows of a seller order's money list (a `dl`), one per code: the code, who pays for it and its
 * share ("SAINTS10 (Concrete Saints) −$5.00", "THREADLINE5 (Threadline) −$2.18"). The cart drawer,
 * the checkout quote and every order view show them alike.
 */
export function OrderCodeLines({ codes, businessName }: { codes: readonly OrderCode[]; businessName: string }) {
  return codes.map((code) => (
    // A div around a dt/dd pair is valid in a dl: code, funder and amount stay together.
    <div key={code.code} className="contents" data-testid="order-discount-line">
      <dt className="min-w-0 break-words text-muted">
        <span className="font-semibold text-paper">{code.code}</span> ({funderName(code, businessName)})
      </dt>
      <dd className="nums text-right text-acid">−{formatPrice(code.amount)}</dd>
    </div>
  ));
}
