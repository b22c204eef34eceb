import { and, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Paging } from '../../shared/admin-schemas.js';

export interface Page<T> {
  rows: T[];
  total: number;
}

/** An ILIKE pattern that finds `search` anywhere, its own % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows where any of `columns` contains `search`, case-insensitively; no condition without a search. */
export function searchAnyOf(search: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Every condition given; no where clause at all when none is. */
export function allOf(...conditions: (SQL | undefined | false | null | '')[]): SQL | undefined {
  const given = conditions.filter((condition): condition is SQL => Boolean(condition));
  return given.length ? and(...given) : undefined;
}

export const countAll = sql<number>`count(*)::int`;

export function offsetOf(paging: Paging): number {
  return (paging.page - 1) * paging.pageSize;
}

/**
 * One page of a list and the count of every row that matches, read at once: `rows` takes the
 * limit and offset of the page asked for, `total` selects `{ count: countAll }` with the same
 * joins and where clause.
 */
export async function readPage<T>(
  paging: Paging, query: { rows: (limit: number, offset: number) => PromiseLike<T[]>; total: PromiseLike<{ count: number }[]> },
): Promise<Page<T>> {
  const [rows, [total]] = await Promise.all([query.rows(paging.pageSize, offsetOf(paging)), query.total]);
  return { rows, total: total?.count ?? 0 };
}

/** A row with its Date columns as ISO strings, as the API sends them. */
export type WithIsoDates<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export function withIsoDates<T extends object>(row: T): WithIsoDates<T> {
  const copy = { ...row } as Record<string, unknown>;
  for (const [key, value] of Object.entries(copy)) if (value instanceof Date) copy[key] = value.toISOString();
  return copy as WithIsoDates<T>;
}

/** A page of a list as the API sends it: the rows, with the total in X-Total-Count. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header('x-total-count', String(page.total));
  return page.rows;
}
