import { Link } from 'react-router';
import { COMMISSION, SHIPPING } from '@shared/catalog-constants';
import { ContentPage, ContentSection } from './content-page';
import { paths } from '../../../lib/paths';

export default function TermsPage() {
  return (
    <ContentPage eyebrow="Legal" title="Terms" lead="The rules of the marketplace for shoppers and sellers.">
      <ContentSection title="The marketplace">
        <p>
          Threadline connects shoppers with independent sellers. Each design is listed and sold by its seller, who is
          responsible for the product and its description.
        </p>
      </ContentSection>
      <ContentSection title="Shoppers">
        <ul>
          <li>Prices are in US dollars and shown on each product page.</li>
          <li>
            Returns are accepted within {SHIPPING.returnDays} days, in original condition with tags attached (
            <Link to={paths.returns}>returns</Link>).
          </li>
        </ul>
      </ContentSection>
      <ContentSection title="Sellers">
        <ul>
          <li>Sellers apply and must be approved before their shop is visible.</li>
          <li>
            The platform takes a {COMMISSION.platformPercent}% commission on each sale; the seller keeps{' '}
            {COMMISSION.sellerPercent}%. There are no upfront or listing fees (<Link to={paths.pricing}>pricing</Link>).
          </li>
          <li>Payouts are made monthly via PayPal or bank transfer.</li>
          <li>Sellers list only designs they have the right to sell.</li>
        </ul>
      </ContentSection>
    </ContentPage>
  );
}
