import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '@shared/catalog-constants';
import {
  clearedFilters, hasActiveFilters, priceBound, readCatalogFilters, toProductListParams, writeCatalogFilters, type CatalogFilters,
} from './catalog-search-params';

const read = (query: string) => readCatalogFilters(new URLSearchParams(query));
const canonical = (query: string) => writeCatalogFilters(read(query)).toString();

const everything: CatalogFilters = {
  category: 'hoodies',
  search: 'acid wash',
  sizes: ['M', '2XL'],
  minPrice: '20',
  maxPrice: '49.90',
  featured: true,
  sale: true,
  sort: 'price-low',
  page: 3,
  view: 'list',
};

describe('the catalogue address', () => {
  it('carries every filter there and back', () => {
    const address = writeCatalogFilters(everything).toString();
    expect(address).toBe('category=hoodies&search=acid+wash&sizes=M%2C2XL&minPrice=20&maxPrice=49.90&featured=true&sale=true&sort=price-low&page=3&view=list');
    expect(read(address)).toEqual(everything);
  });

  it('leaves defaults out, so the plain catalogue is the bare address', () => {
    const plain = read('');
    expect(plain).toEqual({
      category: null, search: '', sizes: [], minPrice: null, maxPrice: null, featured: false, sale: false, sort: null, page: 1, view: 'grid',
    });
    expect(writeCatalogFilters(plain).toString()).toBe('');
    expect(hasActiveFilters(plain)).toBe(false);
  });

  it('reads odd spellings of the other filters into the page they show', () => {
    expect(canonical('category=%20Hoodies%20&sizes=xxl,m,M,bogus&page=0&view=tiles&sort=cheapest&featured=yes')).toBe('category=hoodies&sizes=2XL%2CM');
    expect(canonical('page=2')).toBe('page=2');
    for (const page of ['1.5', '-2', 'abc', '100001']) expect(read(`page=${page}`).page).toBe(1);
    expect(read(`search=${'x'.repeat(300)}`).search).toHaveLength(200);
    expect(read('category=../admin').category).toBeNull();
  });
});

describe('price bounds in the address', () => {
  it.each([
    ['20', '20'],
    ['20.00', '20'],
    ['24.9', '24.90'],
    ['24.99', '24.99'],
    ['%2424.99', '24.99'],
    ['%20%2420%20', '20'],
    ['0', '0'],
    ['007', '7'],
  ])('reads minPrice=%s as %j', (raw, bound) => {
    expect(read(`minPrice=${raw}`).minPrice).toBe(bound);
    expect(read(`maxPrice=${raw}`).maxPrice).toBe(bound);
  });

  it.each(['', 'abc', '-5', '1e3', '1,200', '24.999', '.5', '123456789', '20USD'])('drops minPrice=%j', (raw) => {
    expect(read(`minPrice=${encodeURIComponent(raw)}`).minPrice).toBeNull();
    expect(canonical(`minPrice=${encodeURIComponent(raw)}&sort=newest`)).toBe('sort=newest');
  });

  it('is spelled one way, so reading the address it writes changes nothing', () => {
    for (const raw of ['20', '24.9', '%2424.99', '0.5', '99999999.99']) {
      const once = canonical(`minPrice=${raw}`);
      expect(canonical(once)).toBe(once);
    }
  });

  it('is sent to the API lowest first, as amounts it accepts', () => {
    const params = toProductListParams(read('minPrice=40&maxPrice=%245.5'));
    expect(params).toMatchObject({ minPrice: '5.50', maxPrice: '40', page: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(toProductListParams(read('minPrice=5&maxPrice=40'))).toMatchObject({ minPrice: '5', maxPrice: '40' });
    expect(toProductListParams(read('maxPrice=9.99'))).toMatchObject({ minPrice: undefined, maxPrice: '9.99' });
  });

  it('priceBound is the one reading for the filter and the address', () => {
    expect(priceBound(' $24.99 ')).toBe('24.99');
    expect(priceBound('12.5')).toBe('12.50');
    expect(priceBound('1,000')).toBeNull();
  });
});

describe('clearing filters', () => {
  it('empties categories, price, sizes and flags but keeps search and sort', () => {
    const cleared = clearedFilters(everything);
    expect(writeCatalogFilters(cleared).toString()).toBe('search=acid+wash&sort=price-low&view=list');
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(hasActiveFilters({ ...cleared, maxPrice: '0' })).toBe(true);
  });
});
