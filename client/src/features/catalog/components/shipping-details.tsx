import { Truck, RotateCcw, Zap } from 'lucide-react';
import { SHIPPING } from '@shared/catalog-constants';
import { formatPrice } from '@shared/money';

/** Shipping and returns terms, from the business constants; shared by the product page and /shipping. */
export function ShippingDetails() {
  const rows = [
    {
      Icon: Truck,
      title: `${SHIPPING.standard.label} shipping`,
      text: `${SHIPPING.standard.days}, ${formatPrice(SHIPPING.standard.price)}. Free on orders over ${formatPrice(SHIPPING.freeOver)} from one seller.`,
    },
    {
      Icon: Zap,
      title: `${SHIPPING.express.label} shipping`,
      text: `${SHIPPING.express.days}, ${formatPrice(SHIPPING.express.price)}.`,
    },
    {
      Icon: RotateCcw,
      title: 'Returns',
      text: `Returns accepted within ${SHIPPING.returnDays} days, in original condition with tags attached.`,
    },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {rows.map(({ Icon, title, text }) => (
        <li key={title} className="flex gap-3 border-2 border-line bg-surface p-4">
          <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-acid" />
          <div>
            <h3 className="caps text-lg">{title}</h3>
            <p className="nums text-sm text-muted">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
