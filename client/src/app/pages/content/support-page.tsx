import { Link } from 'react-router';
import { ContentPage, ContentSection } from './content-page';
import { paths } from '../../../lib/paths';

const TOPICS = [
  { to: paths.help, title: 'Help center', text: 'Quick answers about orders, sizes and selling.' },
  { to: paths.shipping, title: 'Shipping', text: 'Delivery options, times and prices.' },
  { to: paths.returns, title: 'Returns', text: 'What can be sent back, and when.' },
  { to: paths.sizeGuide, title: 'Size guide', text: 'Find your size before you order.' },
  { to: paths.pricing, title: 'Selling', text: 'Fees, commission and payouts for sellers.' },
  { to: paths.contact, title: 'Contact', text: 'Still stuck? Reach the people running this shop.' },
];

export default function SupportPage() {
  return (
    <ContentPage eyebrow="Help" title="Support" lead="Pick a topic: most answers are one click away.">
      <ContentSection title="Topics">
        <ul className="grid gap-3 sm:grid-cols-2 [&_li]:ml-0 [&_li]:list-none">
          {TOPICS.map((topic) => (
            <li key={topic.to}>
              <Link
                to={topic.to}
                className="block h-full border-2 border-line bg-surface p-4 no-underline! hover:border-acid"
              >
                <span className="caps block text-xl text-paper">{topic.title}</span>
                <span className="text-sm text-muted">{topic.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </ContentSection>
    </ContentPage>
  );
}
