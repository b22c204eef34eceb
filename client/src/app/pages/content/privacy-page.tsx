import { Link } from 'react-router';
import { ContentPage, ContentSection } from './content-page';
import { paths } from '../../../lib/paths';

export default function PrivacyPage() {
  return (
    <ContentPage eyebrow="Legal" title="Privacy" lead="What Threadline stores about you, and why.">
      <ContentSection title="What we store">
        <ul>
          <li>Your account: username, email address, name and role. Passwords are stored only as a one-way hash.</li>
          <li>Your cart and orders, so they are there when you come back.</li>
          <li>For sellers: the shop profile, products, images and payout settings you enter.</li>
        </ul>
      </ContentSection>
      <ContentSection title="What others can see">
        <p>
          A seller's public page shows their shop name, description, specialty, logo, header image, rating and designs.
          Contact details, tax and payment information are never shown to other visitors.
        </p>
      </ContentSection>
      <ContentSection title="Tracking">
        <p>
          There are no advertising or analytics trackers. The only cookie keeps you signed in; see{' '}
          <Link to={paths.cookies}>cookies</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
