import { useSearchParams } from 'react-router';
import { readPage, withPage } from '../../../lib/address-state';
import { parseId } from '../../../lib/parse-id';

const ENDPOINT = 'webhook';
const PAGE = 'deliveries';

/**
 * Which endpoint's deliveries are open, and on which page, kept in the address beside the tab
 * (?tab=integrations&webhook=12&deliveries=2) so a reload or a shared link shows the same log.
 * The page has a key of its own: the dashboard's product list already reads `page`.
 */
export function useDeliveriesAddress() {
  const [params, setParams] = useSearchParams();
  const endpointId = parseId(params.get(ENDPOINT) ?? undefined);
  const page = readPage(new URLSearchParams(params.has(PAGE) ? { page: params.get(PAGE)! } : {}));

  function open(id: number) {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(ENDPOINT, String(id));
      next.delete(PAGE);
      return next;
    });
  }

  function close() {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete(ENDPOINT);
      next.delete(PAGE);
      return next;
    }, { replace: true });
  }

  function hrefForPage(target: number): string {
    const next = new URLSearchParams(params);
    const paged = withPage(new URLSearchParams(), target).get('page');
    if (paged) next.set(PAGE, paged);
    else next.delete(PAGE);
    return `?${next.toString()}`;
  }

  return { endpointId, page, open, close, hrefForPage };
}
