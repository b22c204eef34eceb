import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicReview } from '@shared/review-schemas';
import { createQueryClient } from '../../../lib/query-client';
import { accountsKeys } from '../../accounts/api/accounts-keys';
import { ReviewCard } from './review-card';
import { ReviewSummary } from './review-summary';

afterEach(cleanup);

const review: PublicReview = {
  id: 7, productId: 3, sellerId: 2, author: 'Maya R.', stars: 4, title: 'Heavy cotton',
  text: '<img src=x onerror=alert(1)> fits well', fit: 'true', size: 'M', color: 'Black',
  photos: ['/objects/reviews/a.webp'], verifiedPurchase: true, helpfulCount: 3,
  createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z', edited: true,
  reply: { text: 'Thanks Maya!', createdAt: '2026-11-03T10:00:00.000Z', updatedAt: '2026-11-03T10:00:00.000Z', edited: false },
  product: { id: 3, name: 'Acid Tee', image: null },
};

function renderCard(props: Partial<Parameters<typeof ReviewCard>[0]> = {}) {
  const client = createQueryClient();
  client.setQueryData(accountsKeys.currentUser, null);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/product/3?tab=reviews']}>
        <ReviewCard review={review} shopName="Acid Works" {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a review card', () => {
  it('shows the buyer\'s words as text, what they bought and the shop\'s reply', () => {
    const { container } = renderCard();
    expect(screen.getByText('<img src=x onerror=alert(1)> fits well')).toBeTruthy();
    expect(container.querySelectorAll('img[src="x"]')).toHaveLength(0);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(screen.getByText('Verified purchase')).toBeTruthy();
    expect(screen.getByText('Size M · Black')).toBeTruthy();
    expect(screen.getByText('True to size')).toBeTruthy();
    expect(screen.getByText('Edited')).toBeTruthy();
    expect(screen.getByText('Response from Acid Works')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open photo 1 of 1' })).toBeTruthy();
  });

  it('sends a visitor who wants to vote or report to sign in and back', () => {
    renderCard();
    const back = `/login?next=${encodeURIComponent('/product/3?tab=reviews')}`;
    expect(screen.getByRole('link', { name: 'Helpful (3): sign in to vote' }).getAttribute('href')).toBe(back);
    expect(screen.getByRole('link', { name: 'Report' }).getAttribute('href')).toBe(back);
  });

  it('names the product across a shop', () => {
    renderCard({ showProduct: true });
    expect(screen.getByRole('link', { name: /Acid Tee/ }).getAttribute('href')).toBe('/product/3');
  });
});

describe('the rating summary', () => {
  it('reads the average, the bars and the fit', () => {
    render(<ReviewSummary subject="this design" summary={{ average: 4.5, count: 25, histogram: { 1: 1, 2: 1, 3: 3, 4: 5, 5: 15 }, fit: { small: 3, true: 16, large: 6 } }} />);
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeTruthy();
    expect(screen.getByText('Based on 25 reviews')).toBeTruthy();
    expect(screen.getByText('5 stars: 15 reviews (60%)')).toBeTruthy();
    expect(screen.getByText('1 star: 1 review (4%)')).toBeTruthy();
    expect(screen.getByTestId('fit-summary').textContent).toContain('Most buyers: True to size (64%)');
  });
});
