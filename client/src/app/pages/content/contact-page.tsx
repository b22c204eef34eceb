import { Link } from 'react-router';
import { ContentPage, ContentSection } from './content-page';
import { paths } from '../../../lib/paths';

// Each Threadline deployment sets its own address at build time; we never show a made-up one.
const CONTACT_EMAIL: string | undefined = import.meta.env.VITE_CONTACT_EMAIL;

export default function ContactPage() {
  return (
    <ContentPage eyebrow="Help" title="Contact" lead="Questions about an order, a design or selling on Threadline.">
      <ContentSection title="Before you write">
        <p>
          Most questions are answered in the <Link to={paths.help}>help center</Link>, and on the{' '}
          <Link to={paths.shipping}>shipping</Link> and <Link to={paths.returns}>returns</Link> pages.
        </p>
      </ContentSection>
      <ContentSection title="The marketplace team">
        {CONTACT_EMAIL ? (
          <p>
            Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> and include your order details if you have
            any.
          </p>
        ) : (
          <p>This shop has not published a contact address yet.</p>
        )}
      </ContentSection>
      <ContentSection title="Sellers">
        <p>
          Want to sell your own designs? See <Link to={paths.pricing}>pricing</Link> and{' '}
          <Link to={paths.sellerApply}>apply to become a seller</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
