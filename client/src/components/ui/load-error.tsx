import { Button } from './button';
import { PageMessage } from './page-message';

/** A list or figure that failed to load says so and offers another try, instead of shimmering forever. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <PageMessage title={`Could not load ${what}`} action={<Button onClick={onRetry}>Try again</Button>}>
      Check your connection and try again.
    </PageMessage>
  );
}
