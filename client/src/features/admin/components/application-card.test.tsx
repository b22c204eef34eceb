import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { SellerApplication } from '../types';
import { ApplicationCard } from './application-card';

afterEach(cleanup);

const application: SellerApplication = {
  id: 7, userId: 3, businessName: 'Gutter Glam', businessDescription: 'Bleach-dyed hoodies', businessEmail: 'shop@glam.example',
  businessPhone: '+44 113 555 0100', businessAddress: '', taxId: 'ABN-42',
  portfolioLinks: ['https://glam.example/work', 'javascript:alert(1)'], experienceDescription: 'Five years of printing',
  applicantEmail: 'ria@example.com', applicantUsername: 'riawalker', applicantEmailVerified: false,
  status: 'pending', adminNotes: null, createdAt: '2026-11-20T10:00:00.000Z', reviewedAt: null,
};

function renderCard(overrides: Partial<SellerApplication> = {}) {
  const onApprove = vi.fn();
  const onReject = vi.fn();
  render(<ul><ApplicationCard application={{ ...application, ...overrides }} onApprove={onApprove} onReject={onReject} /></ul>);
  return { card: screen.getByRole('listitem', { name: 'Gutter Glam' }), onApprove, onReject };
}

test('shows everything the applicant wrote, with only web addresses as links', () => {
  const { card } = renderCard();
  for (const text of ['Bleach-dyed hoodies', 'Five years of printing', 'shop@glam.example', '+44 113 555 0100', 'ABN-42', 'riawalker · ria@example.com', 'EMAIL NOT VERIFIED']) {
    expect(within(card).getByText(text)).toBeTruthy();
  }
  expect(within(card).getByRole('link', { name: 'https://glam.example/work' }).getAttribute('rel')).toContain('noopener');
  expect(within(card).queryByRole('link', { name: 'javascript:alert(1)' })).toBeNull();
  expect(within(card).getByText('javascript:alert(1)')).toBeTruthy();
  cleanup();
  // The account's email is shown once: a business email that repeats it says so instead.
  const same = renderCard({ businessEmail: 'ria@example.com' });
  expect(within(same.card).getAllByText(/ria@example\.com/)).toHaveLength(1);
  expect(within(same.card).getByText('Same as the account email')).toBeTruthy();
});

test('APPROVE and REJECT open their confirmations, and only while pending', () => {
  const { card, onApprove, onReject } = renderCard({ applicantEmailVerified: true });
  expect(within(card).getByText('EMAIL VERIFIED')).toBeTruthy();
  fireEvent.click(within(card).getByRole('button', { name: 'APPROVE' }));
  fireEvent.click(within(card).getByRole('button', { name: 'REJECT' }));
  expect([onApprove.mock.calls.length, onReject.mock.calls.length]).toEqual([1, 1]);
  cleanup();
  const reviewed = renderCard({ status: 'approved', adminNotes: 'Welcome' });
  expect(within(reviewed.card).queryByRole('button')).toBeNull();
  expect(within(reviewed.card).getByText('Note: Welcome')).toBeTruthy();
});
