import { Button, buttonClasses } from '../../components/ui/button';
import { PageMessage } from '../../components/ui/page-message';
import { paths } from '../../lib/paths';

/** A reload fixes the usual cause (a code chunk replaced by a new release), so that is the first offer. */
export function RouteErrorPage({ error }: { error: Error }) {
  return (
    <PageMessage
      level={1}
      title="Something went wrong"
      action={
        <>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <a href={paths.home} className={buttonClasses('outline')}>
            Back to the shop
          </a>
        </>
      }
    >
      <p>{error.message || 'An unexpected error stopped this page from loading.'}</p>
    </PageMessage>
  );
}
