import { describe, expect, it } from 'vitest';
import { isReservedShopName, SHOP_NAME_CONFUSABLES, shopNameKey } from './shop-names.js';

describe('shopNameKey', () => {
  it.each([
    ['Соncrete Saints', 'Cyrillic С and о'],
    ['Cοncrete Saints', 'Greek ο'],
    ['Con\u200bcrete Saints', 'a zero-width space inside a word'],
    ['Concrete\u200bSaints', 'a zero-width space for the space'],
    ['Concrete\u00adSaints\u2060', 'a soft hyphen and a word joiner'],
    ['CONCRETE   saints', 'case and a run of spaces'],
    [' concrete\u00a0Saints ', 'a no-break space and the ends'],
    ['ConcreteSaints', 'no space'],
    ['Ｃｏｎｃｒｅｔｅ Saints', 'full-width letters'],
    ['𝐂𝐨𝐧𝐜𝐫𝐞𝐭𝐞 Saints', 'mathematical bold letters'],
    ['Cóncrete Saints', 'an accent'],
    ['C\u0335oncrete Saints', 'a combining stroke'],
    ['C0ncrete Saints', 'a zero for an o'],
  ])('gives %j the key of "Concrete Saints" (%s)', (name) => {
    expect(shopNameKey(name)).toBe(shopNameKey('Concrete Saints'));
  });

  it('keeps different names apart, punctuation included', () => {
    expect(shopNameKey('Rust & Riot')).not.toBe(shopNameKey('Rust Riot'));
    expect(shopNameKey('Concrete Saints')).not.toBe(shopNameKey('Concrete Saint'));
  });

  it('folds case fully (ß and SS) and is stable when applied twice', () => {
    expect(shopNameKey('Straße')).toBe(shopNameKey('STRASSE'));
    for (const name of ['Соncrete Saints', 'İstanbul Ink', 'ΗΟΤ Σ', 'Kintsugi Club']) {
      expect(shopNameKey(shopNameKey(name))).toBe(shopNameKey(name));
    }
  });

  it('maps every look-alike to a Latin letter', () => {
    for (const latin of Object.values(SHOP_NAME_CONFUSABLES)) expect(latin).toMatch(/^[A-Za-z]$/);
  });
});

describe('isReservedShopName', () => {
  it.each([
    'Threadline', 'Threadline Official', 'Threadline Support', 'Threadline Official Support', 'threadline.shop',
    'Thr3ad-l1ne', 'T h r e a d l i n e', 'THREADLlNE', 'Τhreadline', 'Thread\u200bline Store', 'Thread & Line',
    'Admin', 'Official', 'Support', 'Official Support', 'Customer Service', 'Trust & Safety', 'Help Desk',
  ])('reserves %j', (name) => {
    expect(isReservedShopName(name)).toBe(true);
  });

  it.each(['Concrete Saints', 'Support Local Artists', 'Admin Store', 'Kintsugi Club'])(
    'leaves %j to shops', (name) => {
      expect(isReservedShopName(name)).toBe(false);
    },
  );
});
