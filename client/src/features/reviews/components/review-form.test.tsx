import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES, type ReviewInput } from '@shared/review-schemas';
import { createQueryClient } from '../../../lib/query-client';
import { emptyReview, ReviewForm, type ReviewFields } from './review-form';

afterEach(cleanup);

function renderForm(defaultValues: ReviewFields = emptyReview) {
  const onSubmit = vi.fn<(review: ReviewInput) => void>();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReviewForm id="review" defaultValues={defaultValues} onSubmit={onSubmit} />
      <button type="submit" form="review">Post review</button>
    </QueryClientProvider>,
  );
  return onSubmit;
}

describe('the review form', () => {
  it('asks for stars and enough text with the API\'s own messages, and sends nothing', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.stars)).toBeTruthy();
    expect(screen.getByText(REVIEW_MESSAGES.textMin)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the stars picked, the fit chosen, no title as none, and counts the characters', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.click(screen.getByLabelText('True to size'));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: '  Heavy cotton, washes well.  ' } });
    expect(screen.getByTestId('review-text-count').textContent).toBe('30 / 2,000');
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ stars: 4, title: null, text: 'Heavy cotton, washes well.', fit: 'true', photos: [] });
  });

  it('shows an edited review as written, photos with a way to remove each', () => {
    renderForm({ stars: 2, title: 'Runs short', text: 'The body is shorter than the chart says.', fit: 'small', photos: ['/objects/a.webp', '/objects/b.webp'] });
    expect((screen.getByLabelText('2 stars') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Runs small') as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(1);
  });
});
