import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Payout, PayoutDetails } from '@shared/payout-schemas';
import { createQueryClient } from '../../../lib/query-client';
import { PayoutDestination } from './payout-destination';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const payout: Payout = {
  id: 7, sellerId: 3, businessName: 'Ink Alley', amount: '51.00', method: 'bank_transfer', status: 'pending', reference: null,
  createdAt: '2026-11-27T10:00:00.000Z', paidAt: null, destination: 'IBAN •••• 3000 (Maya Chen)',
};
const details: PayoutDetails = {
  payoutId: 7, sellerId: 3, businessName: 'Ink Alley', method: 'bank_transfer', paypalEmail: null, stripeAccountId: null,
  bankAccount: { accountHolder: 'Maya Chen', iban: 'DE89370400440532013000', accountNumber: null, routingNumber: null },
};

function show(shown: Payout) {
  render(<QueryClientProvider client={createQueryClient()}><PayoutDestination payout={shown} /></QueryClientProvider>);
}

describe('payout destination', () => {
  it('shows the masked destination, and the full details only after the reveal call', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(details), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    show(payout);
    expect(screen.getByTestId('payout-destination').textContent).toBe('IBAN •••• 3000 (Maya Chen)');
    expect(document.body.textContent).not.toContain('DE89');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show full details' }));
    expect(await screen.findByText('DE89 3704 0044 0532 0130 00')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/admin/payouts/7/details', expect.objectContaining({ method: 'POST' }));
  });

  it('says what to do when the seller saved no details, and offers no reveal', () => {
    show({ ...payout, destination: null });
    expect(screen.getByRole('alert').textContent).toContain('has not saved payout details for bank transfer yet');
    expect(screen.queryByRole('button', { name: 'Show full details' })).toBeNull();
  });
});
