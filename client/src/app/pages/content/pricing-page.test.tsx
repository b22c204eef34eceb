import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import PricingPage from './pricing-page';

afterEach(cleanup);

test('the pricing table splits each example price by the commission rule checkout uses', () => {
  render(<MemoryRouter><PricingPage /></MemoryRouter>);
  const body = screen.getByRole('table').querySelector('tbody')!;
  const table = [...body.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
  expect(table).toEqual([
    ['$25.00', '$3.75', '$21.25'],
    ['$40.00', '$6.00', '$34.00'],
    ['$65.00', '$9.75', '$55.25'],
  ]);
});
