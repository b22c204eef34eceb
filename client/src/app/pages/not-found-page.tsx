import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageMessage } from '../../components/ui/page-message';
import { paths } from '../../lib/paths';
import { useReportNotFound } from '../ssr/page-report';

export default function NotFoundPage() {
  useReportNotFound();
  return (
    <>
      <title>404 Page Not Found · Threadline</title>
      <PageMessage
        level={1}
        title="404 Page Not Found"
        action={
          <Link to={paths.home} className={buttonClasses()}>
            Back to the shop
          </Link>
        }
      >
        <p>Did you forget to add the page to the router?</p>
      </PageMessage>
    </>
  );
}
