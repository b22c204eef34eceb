/** A page as the follows replies carry it (shared/notification-schemas.ts `paged`): the rows and where they stand. */
export interface PageReply<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export function pageOf<T>(items: T[], page: number, limit: number, total: number): PageReply<T> {
  return { items, page, limit, total, totalPages: Math.ceil(total / limit) };
}
