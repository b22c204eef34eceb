import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, CSV_TEMPLATE } from '../../../shared/admin-schemas.js';
import { parseProductCsv } from './product-csv.js';

const categories = new Map([['t-shirts', 1], ['hoodies', 2], ['hats', 3]]);
const header = CSV_COLUMNS.join(',');
const good = 'Plain Tee,,19.99,,t-shirts,S|M,Black,https://img.example.com/a.webp,,5,,,,';

describe('parseProductCsv', () => {
  it('reads the template: quoted fields with commas and doubled quotes inside, lists, flags and stock', () => {
    const { products, errors } = parseProductCsv(CSV_TEMPLATE, categories);
    expect(errors).toEqual([]);
    expect(products).toHaveLength(2);
    expect(products[0]).toMatchObject({
      row: 2,
      product: {
        name: 'Concrete Skyline Tee', description: 'Heavyweight cotton, boxy fit', price: '29.99', originalPrice: '39.99',
        categoryId: 1, sizes: ['S', 'M', 'L', 'XL'], colors: ['Black', 'White'], tags: ['graphic', 'city'], stock: 25,
        isActive: true, isFeatured: false, isOnSale: true, sellerId: null,
      },
    });
    expect(products[1]!.product).toMatchObject({ name: 'Midnight "Static" Hoodie', originalPrice: null, isFeatured: true, categoryId: 2 });
  });

  it('drops a UTF-8 BOM, takes CRLF, columns in any order and case, and a quoted line break', () => {
    const text = '\uFEFFPrice,NAME,category,sizes,colors,images\r\n12,"Two\r\nLines",hats,xxl,Red,https://img.example.com/b.webp\r\n';
    const { products, errors } = parseProductCsv(text, categories);
    expect(errors).toEqual([]);
    expect(products[0]!.product).toMatchObject({ name: 'Two\r\nLines', price: '12.00', sizes: ['2XL'], stock: 0, isActive: true, categoryId: 3 });
  });

  it('reports each bad row with its spreadsheet row number (header = row 1) and column, in the product messages', () => {
    const text = [
      header,
      good,
      ',,abc,,socks,M|QQ,Black,ftp://x,,-1,maybe,,,0',
      '',
      'Late Tee,,10,9,t-shirts,M,Black,https://img.example.com/c.webp,,,,,,',
    ].join('\n');
    const { errors } = parseProductCsv(text, categories);
    expect(errors).toEqual(expect.arrayContaining([
      { row: 3, column: 'name', message: 'Name is required' },
      { row: 3, column: 'price', message: 'Price must be a positive amount with at most two decimals' },
      { row: 3, column: 'category', message: 'Category does not exist' },
      { row: 3, column: 'sizes', message: 'Sizes must be among XS, S, M, L, XL, 2XL, 3XL, 4XL, 5XL, 6XL, 7XL' },
      { row: 3, column: 'images', message: 'Each image must be an uploaded image or an https:// URL' },
      { row: 3, column: 'stock', message: 'Stock must be a whole number from 0 to 100,000' },
      { row: 3, column: 'isActive', message: 'isActive must be true or false' },
      { row: 3, column: 'sellerId', message: 'Seller does not exist' },
      { row: 5, column: 'originalPrice', message: 'Original price must be above the price' },
    ]));
    expect(errors.some((e) => e.row === 2 || e.row === 4)).toBe(false);
    const manyColors = Array.from({ length: 21 }, (_, i) => `Colour${i}`).join('|');
    expect(parseProductCsv(`${header}\nTee,,10,,t-shirts,M,${manyColors},https://img.example.com/c.webp,,,,,,`, categories).errors)
      .toEqual([{ row: 2, column: 'colors', message: 'At most 20 colours' }]);
  });

  it('requires the header row and its required columns, and refuses unknown columns and malformed quoting', () => {
    expect(parseProductCsv(good, categories).errors).toEqual([
      { row: 1, column: '', message: 'The first row must be the header row with the column names' },
    ]);
    expect(parseProductCsv('name,price,colour\nx,1,y', categories).errors).toEqual(expect.arrayContaining([
      { row: 1, column: 'colour', message: expect.stringContaining('Unknown column') },
      { row: 1, column: 'category', message: 'This column is required' },
    ]));
    const broken = parseProductCsv(`${header}\n${good}\n"Open quote,,1\n`, categories);
    expect(broken.errors).toEqual([{ row: 3, column: '', message: expect.stringContaining('The CSV is malformed') }]);
    const wide = parseProductCsv(`${header}\n${good},extra`, categories);
    expect(wide.errors).toEqual([{ row: 2, column: '', message: 'This row has 15 fields; the header has 14' }]);
    expect(parseProductCsv(`${header}\n`, categories).errors).toEqual([{ row: 2, column: '', message: 'The CSV has no product rows' }]);
  });
});
