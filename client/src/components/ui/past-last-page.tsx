import { Navigate } from 'react-router';

interface PastLastPageProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  /** The total is the current page's own, not a placeholder kept from the page before. */
  settled: boolean;
}

/**
 * An address past a list's last page (the last page's only row was just deleted, or an old link)
 * moves to the last page that exists, instead of showing an empty page with no links back.
 */
export function PastLastPage({ page, totalPages, hrefFor, settled }: PastLastPageProps) {
  const lastPage = Math.max(1, totalPages);
  return settled && page > lastPage ? <Navigate replace to={hrefFor(lastPage)} /> : null;
}
