import { useSearchParams } from 'react-router';
import { readPage } from './address-state';

/**
 * The page of one list on a screen that shows several (the seller dashboard), kept in the address
 * under the list's own key (`?salePage=2`), and the link to another page of it. The first page
 * carries no key at all.
 */
export function useListPage(key: string) {
  const [params] = useSearchParams();
  const page = readPage(new URLSearchParams({ page: params.get(key) ?? '' }));
  const hrefForPage = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set(key, String(target));
    else next.delete(key);
    return `?${next.toString()}`;
  };
  return { page, hrefForPage };
}
