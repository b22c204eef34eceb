import { Link } from 'react-router';
import { Hammer } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { PageMessage } from '../../components/ui/page-message';

/** Stands in for screens other features are building (sign-in, dashboards...); each is replaced as it lands. */
export default function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} · Threadline`}</title>
      <PageMessage
        level={1}
        title={title}
        icon={<Hammer aria-hidden className="size-12" />}
        action={
          <Link to="/" className={buttonClasses()}>
            Keep shopping
          </Link>
        }
      >
        <p>This screen is being built. Check back soon.</p>
      </PageMessage>
    </>
  );
}
