import { expect, test } from 'vitest';
import { parseId } from './parse-id';

test('an id from the address is a positive serial, or null without asking the server', () => {
  expect(parseId('42')).toBe(42);
  expect(parseId('2147483647')).toBe(2_147_483_647);
  for (const raw of [undefined, '', '0', '-1', '1.5', '1e3', ' 7', '2147483648', '99999999999']) expect(parseId(raw)).toBeNull();
});
