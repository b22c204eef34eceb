import { COMMISSION } from '@shared/catalog-constants';

/** Spec section 9: what the platform keeps, what the seller keeps, how payouts work. */
export function CommissionNotice() {
  return (
    <section aria-labelledby="commission-title" className="border-2 border-acid p-4 sm:p-6">
      <h2 id="commission-title" className="caps text-xl text-acid">Commission</h2>
      <p className="nums mt-2">
        The platform takes {COMMISSION.platformPercent}% of each sale; you keep {COMMISSION.sellerPercent}%.
      </p>
      <p className="mt-1 text-sm text-muted">Monthly payouts via PayPal or bank transfer. No upfront or listing fees.</p>
    </section>
  );
}
