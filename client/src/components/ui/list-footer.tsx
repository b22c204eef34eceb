import { formatCount } from '../../lib/format';
import { Pagination } from './pagination';

interface ListFooterProps {
  total: number;
  page: number;
  shown: number;
  pageSize: number;
  hrefForPage: (page: number) => string;
  noun: string;
  /** The noun for a total of exactly 1 ("1 user"); without it `noun` is used for any total. */
  one?: string;
}

/** "Showing 21-40 of 57 users" and the page links under a paged list. */
export function ListFooter({ total, page, shown, pageSize, hrefForPage, noun, one }: ListFooterProps) {
  const totalPages = Math.ceil(total / pageSize);
  const first = (page - 1) * pageSize + 1;
  return (
    <div className="mt-6 flex flex-col items-center gap-4">
      {shown > 0 && (
        <p className="nums text-sm text-muted">
          Showing {formatCount(first)}-{formatCount(first + shown - 1)} of {formatCount(total)} {total === 1 && one ? one : noun}
        </p>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefForPage} label={`${noun} pages`} />
    </div>
  );
}
