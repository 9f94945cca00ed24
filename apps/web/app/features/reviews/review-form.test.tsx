import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewForm } from './review-form';

const submitReview = vi.hoisted(() => vi.fn());
vi.mock('./api', () => ({ submitReview }));

describe('ReviewForm', () => {
  it('sent empty, focuses the rating first, each star marked invalid', async () => {
    const user = userEvent.setup();
    render(<ReviewForm bookingId="booking-1" onDone={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: /Submit/ }));
    const first = screen.getByRole('radio', { name: '1 star, Terrible' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(submitReview).not.toHaveBeenCalled();
  });
});
