import type { ReactNode } from 'react';
import { Button } from './button';
import { PageMessage } from './page-message';
import { Skeleton } from './skeleton';

interface ListStateProps {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyTitle: string;
  emptyText?: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Loading, failed and empty states shared by the paged lists; the list itself otherwise. */
export function ListState({ isPending, isError, isEmpty, emptyTitle, emptyText, onRetry, children }: ListStateProps) {
  if (isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <PageMessage title="Could not load this list" action={<Button variant="outline" onClick={onRetry}>TRY AGAIN</Button>}>
        The server did not answer. Check your connection and try again.
      </PageMessage>
    );
  }
  if (isEmpty) return <PageMessage title={emptyTitle}>{emptyText}</PageMessage>;
  return <>{children}</>;
}
