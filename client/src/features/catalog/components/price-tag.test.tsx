import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceTag } from './price-tag';

afterEach(cleanup);

describe('the price tag follows the one sale rule (shared/sale.ts)', () => {
  it('shows no badge and no original price for a product not On sale, even with an original price above the price', () => {
    render(<PriceTag price="43.00" originalPrice="50.00" isOnSale={false} />);
    expect(screen.queryByTestId('discount')).toBeNull();
    expect(screen.queryByText('$50.00')).toBeNull();
  });

  it('shows the struck original and the whole-percent discount for a product On sale', () => {
    render(<PriceTag price="43.00" originalPrice="50.00" isOnSale />);
    expect(screen.getByTestId('discount').textContent).toBe('-14%');
    expect(screen.getByText('$50.00').tagName).toBe('S');
  });

  it('says Sale without a percentage when the product is On sale without a higher original price', () => {
    render(<PriceTag price="43.00" originalPrice={null} isOnSale />);
    expect(screen.getByTestId('discount').textContent).toBe('Sale');
  });
});
