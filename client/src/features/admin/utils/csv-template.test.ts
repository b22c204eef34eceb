import { expect, test } from 'vitest';
import type { AdminProduct } from '../types';
import { buildCsvTemplate } from './csv-template';

const product = (id: number, slug: string, images: string[]): AdminProduct => ({
  id, name: `P${id}`, price: '30.00', images, isActive: true, createdAt: '2026-01-01T00:00:00.000Z', stock: 1,
  category: { id, name: slug, slug }, seller: null, takeDown: null,
});

test('the template points at a tee\'s and a hoodie\'s own image, as addresses of this shop', () => {
  const template = buildCsvTemplate([
    product(1, 'hats', ['/objects/products/hat']),
    product(2, 'hoodies', ['https://cdn.example.com/h.png', '/objects/products/hoodie']),
    product(3, 't-shirts', ['/objects/products/tee']),
  ], 'https://shop.example');
  const [, tee, hoodie] = template.trim().split('\n');
  expect(tee).toContain(',t-shirts,S|M|L|XL,Black|White,https://shop.example/objects/products/tee,');
  expect(hoodie).toContain(',hoodies,M|L|XL|2XL,Black,https://shop.example/objects/products/hoodie,');
});

test('any image of the shop stands in for a missing category; none leaves the cells empty', () => {
  const [, tee] = buildCsvTemplate([product(1, 'hats', ['/objects/products/hat'])], 'http://127.0.0.1:5000').trim().split('\n');
  expect(tee).toContain(',http://127.0.0.1:5000/objects/products/hat,');
  const [, empty] = buildCsvTemplate([], 'https://shop.example').trim().split('\n');
  expect(empty).toContain(',Black|White,,graphic|city,');
});
