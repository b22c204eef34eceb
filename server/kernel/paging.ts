import type { FastifyReply } from 'fastify';
import type { Paging } from '../../shared/admin-schemas.js';

/** An ILIKE pattern that finds `search` anywhere, its own % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function offsetOf(paging: Paging): number {
  return (paging.page - 1) * paging.pageSize;
}

export interface Page<T> {
  rows: T[];
  total: number;
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
