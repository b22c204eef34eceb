import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderTotals, shippingFeeLabel } from './order-totals';

afterEach(cleanup);

const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('a seller order\'s totals', () => {
  it('call shipping that costs nothing Free, however the amount is spelled', () => {
    expect(shippingFeeLabel('0.00')).toBe('Free');
    expect(shippingFeeLabel('0')).toBe('Free');
    expect(shippingFeeLabel('5.99')).toBe('$5.99');
    expect(shippingFeeLabel('0.01')).toBe('$0.01');
  });

  it('list subtotal, shipping and the total when given, then the caller\'s rows', () => {
    const { container, rerender } = render(<OrderTotals subtotal="54.00" shippingFee="0.00" total="54.00" />);
    expect(rows(container)).toEqual([['Subtotal', '$54.00'], ['Shipping', 'Free'], ['Total', '$54.00']]);
    rerender(<OrderTotals subtotal="20.00" shippingFee="5.99"><dt>Payment</dt><dd>Card</dd></OrderTotals>);
    expect(rows(container)).toEqual([['Subtotal', '$20.00'], ['Shipping', '$5.99'], ['Payment', 'Card']]);
  });

  it('list each code\'s share under the subtotal with who pays for it: the order\'s shop, or Threadline', () => {
    const { container } = render(
      <OrderTotals
        subtotal="100.00" shippingFee="0.00" total="87.82" businessName="Concrete Saints"
        codes={[{ code: 'SAINTS10', fundedBy: 'seller', amount: '10.00' }, { code: 'THREADLINE5', fundedBy: 'platform', amount: '2.18' }]}
      />,
    );
    expect(rows(container)).toEqual([
      ['Subtotal', '$100.00'], ['SAINTS10 (Concrete Saints)', '−$10.00'], ['THREADLINE5 (Threadline)', '−$2.18'],
      ['Shipping', 'Free'], ['Total', '$87.82'],
    ]);
  });
});
