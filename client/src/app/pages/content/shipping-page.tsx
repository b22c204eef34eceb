import { Link } from 'react-router';
import { SHIPPING } from '@shared/catalog-constants';
import { formatPrice } from '@shared/money';
import { ShippingDetails } from '../../../features/catalog/components/shipping-details';
import { ContentPage, ContentSection } from './content-page';
import { paths } from '../../../lib/paths';

export default function ShippingPage() {
  const free = formatPrice(SHIPPING.freeOver);
  return (
    <ContentPage eyebrow="Help" title="Shipping" lead={`Free standard shipping on orders over ${free} from one seller.`}>
      <ShippingDetails />
      <ContentSection title="Rates and times">
        <div className="overflow-x-auto">
          <table className="nums w-full border-2 border-line text-left text-sm">
            <thead className="bg-surface">
              <tr>
                <th scope="col" className="p-3">Option</th>
                <th scope="col" className="p-3">Delivery</th>
                <th scope="col" className="p-3">Price</th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-t-2 border-line">
                <th scope="row" className="p-3 font-semibold">{SHIPPING.standard.label}</th>
                <td className="p-3">{SHIPPING.standard.days}</td>
                <td className="p-3">{formatPrice(SHIPPING.standard.price)} (free over {free} from one seller)</td>
              </tr>
              <tr className="border-t-2 border-line">
                <th scope="row" className="p-3 font-semibold">{SHIPPING.express.label}</th>
                <td className="p-3">{SHIPPING.express.days}</td>
                <td className="p-3">{formatPrice(SHIPPING.express.price)}</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>Business days are Monday to Friday, not counting public holidays. Each seller ships their own parcel, so shipping is charged per seller.</p>
      </ContentSection>
      <ContentSection title="Returns">
        <p>
          Changed your mind? Send it back within {SHIPPING.returnDays} days. Read the <Link to={paths.returns}>returns policy</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
