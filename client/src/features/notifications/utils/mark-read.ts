import type { NotificationsPage } from '../api/get-notifications';
import type { MarkReadInput } from '@shared/notification-schemas';

/** A cached page as it stands once `input` is marked read: the entries and the page's own unread figure. */
export function markEntriesRead(page: NotificationsPage, input: MarkReadInput): NotificationsPage {
  const named = 'ids' in input ? new Set(input.ids) : null;
  let turned = 0;
  const items = page.items.map((entry) => {
    if (entry.read || (named && !named.has(entry.id))) return entry;
    turned += 1;
    return { ...entry, read: true };
  });
  if (turned === 0) return page;
  return { ...page, items, unread: named ? Math.max(0, page.unread - turned) : 0 };
}

/**
 * The bell's count until the server answers: nothing after "all"; otherwise less the named entries
 * any cached page shows unread (an entry on two cached pages counts once). The reply corrects it.
 */
export function unreadAfter(count: number, pages: ReadonlyArray<NotificationsPage | undefined>, input: MarkReadInput): number {
  if (!('ids' in input)) return 0;
  const named = new Set(input.ids);
  const turning = new Set<number>();
  for (const page of pages) {
    for (const entry of page?.items ?? []) if (!entry.read && named.has(entry.id)) turning.add(entry.id);
  }
  return Math.max(0, count - turning.size);
}
