import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { DeactivationNotice } from './deactivation-notice';

afterEach(cleanup);

test('an inactive shop says who switched it off, when, and the admin\'s note', () => {
  render(<DeactivationNotice seller={{ isActive: false, deactivatedAt: '2026-11-20T10:00:00.000Z', deactivationNote: 'Unpaid commission' }} />);
  expect(screen.getByRole('status').textContent).toMatch(/^An admin deactivated your shop on Nov 20, 2026/);
  expect(screen.getByText('Note from the admin: Unpaid commission')).toBeTruthy();
});

test('an active shop shows nothing', () => {
  const { container } = render(<DeactivationNotice seller={{ isActive: true, deactivatedAt: null, deactivationNote: null }} />);
  expect(container.innerHTML).toBe('');
});
