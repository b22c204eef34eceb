import { Pagination } from '../../../components/ui/pagination';
import { ADMIN_PAGE_SIZE } from '../api/get-admin-page';
import { formatCount } from '../../../lib/format';

interface ListFooterProps {
  total: number;
  page: number;
  shown: number;
  hrefForPage: (page: number) => string;
  noun: string;
}

/** "Showing 21-40 of 57 users" and the page links under an admin list. */
export function ListFooter({ total, page, shown, hrefForPage, noun }: ListFooterProps) {
  const totalPages = Math.ceil(total / ADMIN_PAGE_SIZE);
  const first = (page - 1) * ADMIN_PAGE_SIZE + 1;
  return (
    <div className="mt-6 flex flex-col items-center gap-4">
      {shown > 0 && (
        <p className="nums text-sm text-muted">
          Showing {formatCount(first)}-{formatCount(first + shown - 1)} of {formatCount(total)} {noun}
        </p>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefForPage} label={`${noun} pages`} />
    </div>
  );
}
