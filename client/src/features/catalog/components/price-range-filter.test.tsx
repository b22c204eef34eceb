import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceRangeFilter } from './price-range-filter';

afterEach(cleanup);

function apply(min: string, max: string) {
  const onApply = vi.fn();
  render(<PriceRangeFilter minPrice={null} maxPrice={null} onApply={onApply} />);
  fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: min } });
  fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: max } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));
  return onApply;
}

describe('the price range filter', () => {
  it('applies typed amounts as the address spells them', () => {
    expect(apply('20', '40').mock.calls).toEqual([[{ minPrice: '20', maxPrice: '40' }]]);
    cleanup();
    expect(apply(' $24.9 ', '$100.00').mock.calls).toEqual([[{ minPrice: '24.90', maxPrice: '100' }]]);
    cleanup();
    expect(apply('', '  ').mock.calls).toEqual([[{ minPrice: null, maxPrice: null }]]);
    cleanup();
    expect(apply('', '15').mock.calls).toEqual([[{ minPrice: null, maxPrice: '15' }]]);
  });

  it.each(['abc', '-5', '1,200', '24.999', '1e3', '.5'])('refuses %j and says how to write an amount', (typed) => {
    const onApply = apply(typed, '40');
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Enter amounts like 25 or 24.99');
    expect(screen.getByLabelText('Minimum price').getAttribute('aria-invalid')).toBe('true');
  });

  it('starts from the bounds in the address', () => {
    render(<PriceRangeFilter minPrice="24.90" maxPrice={null} onApply={vi.fn()} />);
    expect((screen.getByLabelText('Minimum price') as HTMLInputElement).value).toBe('24.90');
    expect((screen.getByLabelText('Maximum price') as HTMLInputElement).value).toBe('');
  });

  it("keeps an amount typed into the server's page before it hydrated", async () => {
    const onApply = vi.fn();
    const filter = <PriceRangeFilter minPrice={null} maxPrice={null} onApply={onApply} />;
    const page = document.createElement('div');
    page.innerHTML = renderToString(filter);
    document.body.append(page);
    (page.querySelector('input[name="minPrice"]') as HTMLInputElement).value = '30';
    const root = await act(async () => hydrateRoot(page, filter));
    fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(onApply.mock.calls).toEqual([[{ minPrice: '30', maxPrice: null }]]);
    act(() => root.unmount());
    page.remove();
  });
});
