import { useLocation } from 'react-router';
import { paths } from '../../lib/paths';

/** Which navigation entry matches the current address: a category of the catalogue, or the directory. */
export function useIsActiveNav() {
  const { pathname, search } = useLocation();
  const category = pathname === paths.home ? new URLSearchParams(search).get('category') : null;
  return (link: { to: string; category: string | null }) =>
    link.category ? category === link.category : pathname === link.to;
}
