import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RatingSummary } from './rating';

describe('RatingSummary', () => {
  it('says New for a listing or host without reviews, not 0.0', () => {
    const { container } = render(<RatingSummary rating={0} reviews={0} />);
    expect(container).toHaveTextContent(/^New$/);
  });

  it('counts one review in the singular and more in the plural', () => {
    const { container, rerender } = render(<RatingSummary rating={5} reviews={1} />);
    expect(container).toHaveTextContent('5.0(1 review)');
    rerender(<RatingSummary rating={4.5} reviews={12} />);
    expect(container).toHaveTextContent('4.5(12 reviews)');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  });

  it('shows a card the count alone and gives screen readers the sentence', () => {
    const { container } = render(<RatingSummary rating={4} reviews={1} compact />);
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5, 1 review' })).toBeVisible();
    expect(container).toHaveTextContent(/^4\.0\(1\)$/);
    expect(container.textContent).not.toContain('reviews');
  });
});
