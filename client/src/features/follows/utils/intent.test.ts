import { describe, expect, test } from 'vitest';
import { addressWithIntent, hasIntent, readIntent, withoutIntent } from './intent';

const params = (search: string) => new URLSearchParams(search);

describe('a visitor\'s intent carried through sign-in in the address', () => {
  test('each kind goes into the address and comes back out the same', () => {
    const favourite = addressWithIntent('/product/12', '?tab=reviews', { kind: 'favourite', productId: 12 });
    expect(favourite).toBe('/product/12?tab=reviews&favourite=12');
    expect(readIntent(params(favourite.split('?')[1]!))).toEqual({ kind: 'favourite', productId: 12 });

    const follow = addressWithIntent('/seller/3', '', { kind: 'follow', sellerId: 3 });
    expect(readIntent(params(follow.split('?')[1]!))).toEqual({ kind: 'follow', sellerId: 3 });

    const alert = addressWithIntent('/product/7', '', { kind: 'stock-alert', productId: 7, size: 'XL', color: 'Off White & Co' });
    expect(readIntent(params(alert.split('?')[1]!))).toEqual({ kind: 'stock-alert', productId: 7, size: 'XL', color: 'Off White & Co' });
  });

  test('a second tap replaces the first intent rather than piling up', () => {
    const once = addressWithIntent('/', '?category=tees&favourite=4', { kind: 'favourite', productId: 9 });
    expect(once).toBe('/?category=tees&favourite=9');
  });

  test('malformed or out-of-range ids and half a stock alert carry nothing', () => {
    for (const search of ['favourite=0', 'favourite=-1', 'favourite=1e3', 'favourite=99999999999', 'follow=abc', 'stockAlert=3&alertSize=M', 'stockAlert=3&alertColor=Red&alertSize=%20']) {
      expect(readIntent(params(search)), search).toBeNull();
    }
    expect(readIntent(params('category=tees'))).toBeNull();
  });

  test('taking the intent out keeps every other parameter', () => {
    const rest = withoutIntent(params('category=tees&favourite=4&page=2&stockAlert=3&alertSize=M&alertColor=Red&follow=2'));
    expect(rest.toString()).toBe('category=tees&page=2');
    expect(hasIntent(rest)).toBe(false);
    expect(hasIntent(params('follow=x'))).toBe(true);
  });
});
