import { Link } from 'react-router';
import { SHIPPING } from '@shared/catalog-constants';
import { ContentPage, ContentSection } from './content-page';
import { paths } from '../../../lib/paths';

export default function ReturnsPage() {
  return (
    <ContentPage
      eyebrow="Help"
      title="Returns"
      lead={`Returns are accepted within ${SHIPPING.returnDays} days, in original condition with tags attached.`}
    >
      <ContentSection title="What can be returned">
        <ul>
          <li>Items sent back within {SHIPPING.returnDays} days of delivery.</li>
          <li>Items in their original condition: unworn, unwashed and undamaged.</li>
          <li>Items with their tags still attached.</li>
        </ul>
      </ContentSection>
      <ContentSection title="Getting the size right">
        <p>
          Most returns are about fit. Check the <Link to={paths.sizeGuide}>size guide</Link> and the seller's description
          before you order.
        </p>
      </ContentSection>
      <ContentSection title="Shipping costs">
        <p>
          Delivery times and prices are on the <Link to={paths.shipping}>shipping page</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
