import type { PublicSeller } from '@shared/catalog-schemas';
import { formatCount } from '../../../lib/format';
import { DEFAULT_SPECIALTY } from './seller-card';

export function SellerAbout({ seller }: { seller: PublicSeller }) {
  const facts = [
    { label: 'Specialty', value: seller.specialty || DEFAULT_SPECIALTY },
    { label: 'On Threadline since', value: String(new Date(seller.createdAt).getFullYear()) },
    { label: 'Designs listed', value: formatCount(seller.productCount) },
    { label: 'Items sold', value: formatCount(seller.totalSales) },
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <div>
        <h2 className="caps mb-3 text-2xl">About {seller.businessName}</h2>
        <p className="max-w-2xl whitespace-pre-line text-paper/90">
          {seller.description || `${seller.businessName} has not written an introduction yet.`}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 self-start">
        {facts.map((fact) => (
          <div key={fact.label} className="border-2 border-line bg-surface p-3">
            <dt className="caps text-xs text-muted">{fact.label}</dt>
            <dd className="nums mt-1 font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
