import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SpaceSummary } from '@rentspace/core/spaces/types';
import { SpaceCard } from './space-card';

const SPACE: SpaceSummary = {
  id: '2b1d6c4e-1f0a-4c8e-9b7d-5e3f2a1c0d91',
  user_id: '0b6f1c1e-4a4e-4d55-9d7c-3c1b2a9f0e11',
  title: 'Sunny loft',
  location: 'Brooklyn',
  country: 'United States',
  type: 'studio',
  rental_type: 'space',
  images: [],
  hourly_price: 4000,
  daily_price: null,
  weekly_price: null,
  monthly_price: null,
  currency: 'USD',
  amenities: [],
  capacity: 1,
  rating: 4,
  review_count: 1,
  available: true,
  status: 'available',
  created_at: '2030-01-01T00:00:00Z',
  latitude: null,
  longitude: null,
};

function card(space: Partial<SpaceSummary>) {
  render(<SpaceCard space={{ ...SPACE, ...space }} />, { wrapper: MemoryRouter });
  return screen.getByRole('article');
}

describe('SpaceCard wording', () => {
  it('counts one review and one person in the singular', () => {
    const article = card({});
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5, 1 review' })).toBeVisible();
    expect(article.textContent).not.toMatch(/reviews/);
    expect(article.querySelector('[title]')).toHaveAttribute('title', 'Up to 1 person');
  });

  it('says New for a listing nobody has reviewed', () => {
    const article = card({ rating: 0, review_count: 0 });
    expect(screen.getByText('New')).toBeVisible();
    expect(article.textContent).not.toContain('0.0');
  });
});
