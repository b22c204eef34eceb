import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { LedgerEntry } from '@shared/payout-schemas';
import { PayoutEntries } from './payout-entries';

afterEach(cleanup);

const earning: LedgerEntry = {
  id: 1, kind: 'earning', amount: '42.50', orderId: 40, orderNumber: 'TL-000040-1', refund: null, payoutId: 12,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const reversal: LedgerEntry = {
  id: 2, kind: 'reversal', amount: '-21.25', orderId: 40, orderNumber: 'TL-000040-1',
  refund: { id: 8, reason: 'Half back: the seam is torn', source: 'dispute', amount: '25.00' }, payoutId: null,
  createdAt: '2026-11-27T10:00:00.000Z',
};

test('a refund is a negative line with its order number and reason; settled entries name their payout', () => {
  render(<PayoutEntries entries={[reversal, earning]} />);
  const [first, second] = screen.getAllByTestId('payout-entry');
  expect(first!.textContent).toContain('-$21.25');
  expect(first!.textContent).toContain('Refund reversal');
  expect(first!.textContent).toContain('TL-000040-1');
  expect(first!.textContent).toContain('Dispute: Half back: the seam is torn');
  expect(first!.textContent).toContain('Unpaid');
  expect(second!.textContent).toContain('$42.50');
  expect(second!.textContent).toContain('Earning');
  expect(second!.textContent).toContain('Paid in payout #12');
});

test('says what will appear when there is nothing yet', () => {
  render(<PayoutEntries entries={[]} />);
  expect(screen.queryByTestId('payout-entry')).toBeNull();
  expect(screen.getByText(/a delivered order adds its earning here/)).toBeTruthy();
});
