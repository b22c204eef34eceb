import { Link } from 'react-router';
import { COMMISSION } from '@shared/catalog-constants';
import { asCents, formatCents } from '@shared/money';
import { commissionCents } from '@shared/order-quote';
import { buttonClasses } from '../../../components/ui/button';
import { ContentPage, ContentSection } from './content-page';
import { paths } from '../../../lib/paths';

/** Each example as checkout would split it: the real commission rule at the default rate, the rest the seller's. */
const EXAMPLES = [2_500, 4_000, 6_500].map((price) => {
  const platform = commissionCents(price, COMMISSION.defaultRate);
  return { price: asCents(price), platform, seller: asCents(price - platform) };
});

export default function PricingPage() {
  return (
    <ContentPage
      eyebrow="Sell"
      title="Pricing"
      lead={`Selling on Threadline costs nothing up front: the platform takes ${COMMISSION.platformPercent}% of each sale and you keep ${COMMISSION.sellerPercent}%.`}
    >
      <ul className="grid gap-3 sm:grid-cols-3 [&_li]:ml-0 [&_li]:list-none">
        {[
          { figure: `${COMMISSION.sellerPercent}%`, label: 'of every sale is yours' },
          { figure: '$0', label: 'no upfront or listing fees' },
          { figure: 'Monthly', label: 'payouts via PayPal or bank transfer' },
        ].map((item) => (
          <li key={item.label} className="border-2 border-line bg-surface p-5">
            <strong className="caps nums block text-4xl text-acid">{item.figure}</strong>
            <span className="text-sm text-muted">{item.label}</span>
          </li>
        ))}
      </ul>
      <ContentSection title="What you keep">
        <div className="overflow-x-auto">
          <table className="nums w-full border-2 border-line text-left text-sm">
            <thead className="bg-surface">
              <tr>
                <th scope="col" className="p-3">Sale price</th>
                <th scope="col" className="p-3">Platform ({COMMISSION.platformPercent}%)</th>
                <th scope="col" className="p-3">You keep ({COMMISSION.sellerPercent}%)</th>
              </tr>
            </thead>
            <tbody>
              {EXAMPLES.map(({ price, platform, seller }) => (
                <tr key={price} className="border-t-2 border-line">
                  <td className="p-3">{formatCents(price)}</td>
                  <td className="p-3">{formatCents(platform)}</td>
                  <td className="p-3 font-semibold text-acid">{formatCents(seller)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ContentSection>
      <ContentSection title="Payouts">
        <p>Your earnings are paid out monthly, via PayPal or bank transfer: you choose in your seller settings.</p>
      </ContentSection>
      <div>
        <Link to={paths.sellerApply} className={buttonClasses('primary', 'lg', 'no-underline! text-ink!')}>
          BECOME A SELLER
        </Link>
      </div>
    </ContentPage>
  );
}
