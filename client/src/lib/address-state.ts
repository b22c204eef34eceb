import { MAX_PAGE } from '@shared/limits';

/**
 * Reading and writing list state kept in the address (tab, sort, page), the same way on every
 * screen: an unknown or hand-edited value falls back instead of breaking the page.
 */

/** `?key=` when it is one of `choices`, else `fallback`. */
export function readChoice<T extends string>(params: URLSearchParams, key: string, choices: readonly T[], fallback: T): T {
  const raw = params.get(key);
  return choices.find((choice) => choice === raw) ?? fallback;
}

/** `?page=` as a whole number from 1 to MAX_PAGE, else 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The same address on another page; the first page carries no `page` at all. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page === 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}
