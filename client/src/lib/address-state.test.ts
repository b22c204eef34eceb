import { expect, test } from 'vitest';
import { MAX_PAGE } from '@shared/limits';
import { readChoice, readPage, withPage } from './address-state';

const TABS = ['overview', 'products', 'orders'] as const;

test('a choice in the address is one of the list, else the fallback', () => {
  expect(readChoice(new URLSearchParams('tab=orders'), 'tab', TABS, 'overview')).toBe('orders');
  for (const query of ['', 'tab=', 'tab=Orders', 'tab=admin', 'other=orders']) {
    expect(readChoice(new URLSearchParams(query), 'tab', TABS, 'overview')).toBe('overview');
  }
});

test('a page is a whole number from 1 to the bound, else the first', () => {
  expect(readPage(new URLSearchParams('page=3'))).toBe(3);
  expect(readPage(new URLSearchParams(`page=${MAX_PAGE}`))).toBe(MAX_PAGE);
  for (const raw of ['', '0', '-2', '1.5', 'two', String(MAX_PAGE + 1)]) expect(readPage(new URLSearchParams({ page: raw }))).toBe(1);
});

test('another page keeps the rest of the address, and the first page carries no page at all', () => {
  const params = new URLSearchParams('tab=users&search=ink&page=2');
  expect(withPage(params, 3).toString()).toBe('tab=users&search=ink&page=3');
  expect(withPage(params, 1).toString()).toBe('tab=users&search=ink');
  expect(params.toString()).toBe('tab=users&search=ink&page=2');
});
