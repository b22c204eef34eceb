import { matchPath } from 'react-router';
import { describe, expect, test } from 'vitest';
import { paths, routePatterns } from './paths';

describe('paths', () => {
  test('pages with an id are written as the site always wrote them, and the router finds the id again', () => {
    expect(paths.product(42)).toBe('/product/42');
    expect(paths.seller(7)).toBe('/seller/7');
    expect(paths.order('TL-2026-000123')).toBe('/orders/TL-2026-000123');
    expect(matchPath(routePatterns.product, paths.product(42))?.params).toEqual({ id: '42' });
    expect(matchPath(routePatterns.seller, paths.seller(7))?.params).toEqual({ id: '7' });
    expect(matchPath(routePatterns.order, paths.order('TL-2026-000123'))?.params).toEqual({ checkoutNumber: 'TL-2026-000123' });
    // '/seller/apply' is its own page, listed before the pattern; the pattern must not be the only reading of it.
    expect(matchPath(paths.sellerApply, '/seller/apply')).not.toBeNull();
  });

  test('the sign-in page returning to any address of the site keeps its query, encoded', () => {
    expect(paths.loginReturningTo('/orders/TL-000001')).toBe('/login?next=%2Forders%2FTL-000001');
    const next = new URL(`http://x${paths.loginReturningTo('/?category=hoodies&sale=true')}`).searchParams.get('next');
    expect(next).toBe('/?category=hoodies&sale=true');
  });

  test('page numbers appear from the second page on', () => {
    expect(paths.seller(7, 1)).toBe('/seller/7');
    expect(paths.seller(7, 2)).toBe('/seller/7?page=2');
    expect(paths.accountOrdersPage(1)).toBe('/account/orders');
    expect(paths.accountOrdersPage(3)).toBe('/account/orders?page=3');
  });

  test('the shop links carry their filters, encoded, and the address reads them back', () => {
    expect(paths.shop()).toBe('/');
    expect(paths.shop({ category: 't-shirts' })).toBe('/?category=t-shirts');
    expect(paths.shop({ sale: true })).toBe('/?sale=true');
    expect(paths.shop({ featured: true })).toBe('/?featured=true');
    expect(paths.shop({ search: 'acid & rain tee' })).toBe('/?search=acid%20%26%20rain%20tee');

    const read = (href: string) => new URL(href, 'https://threadline.test').searchParams;
    expect(read(paths.shop({ search: 'acid & rain tee' })).get('search')).toBe('acid & rain tee');
    expect(read(paths.shop({ category: 'hoodies', sale: true })).get('category')).toBe('hoodies');
  });

  test('lists with address state keep their query, and drop the question mark when it is empty', () => {
    expect(paths.sellersWith(new URLSearchParams())).toBe('/sellers');
    expect(paths.sellersWith(new URLSearchParams({ search: 'ink', page: '2' }))).toBe('/sellers?search=ink&page=2');
    expect(paths.shopWith(new URLSearchParams())).toBe('/');
    expect(paths.shopWith(new URLSearchParams({ sort: 'newest' }))).toBe('/?sort=newest');
  });

  test('a sign-in that returns somewhere names a path of this site, unencoded as before', () => {
    expect(paths.loginThen(paths.checkout)).toBe('/login?next=/checkout');
    expect(new URL(paths.loginThen(paths.accountOrders), 'https://threadline.test').searchParams.get('next')).toBe('/account/orders');
  });
});
