import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SpaceSummary } from '@rentspace/core/spaces/types';
import { SpaceCard } from './space-card';

const auth = vi.hoisted(() => ({
  status: 'signedOut' as 'signedOut' | 'signedIn',
  user: null as { id: string } | null,
  openSignIn: (then?: () => void) => void then,
}));
vi.mock('~/lib/auth/auth-context', () => ({ useAuth: () => auth }));
vi.mock('~/lib/auth/client', () => ({ accessToken: async () => 'token' }));

afterEach(() => {
  vi.unstubAllGlobals();
  auth.status = 'signedOut';
  auth.user = null;
});

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
  booking_mode: 'instant',
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
    expect(screen.getByTitle('Up to 1 person')).toBeVisible();
  });

  it('names the whole title and place on hover where one line cuts them short', () => {
    const title = 'A very long title for a sunny loft with a view of the river and the bridges';
    card({ title, location: 'Brooklyn Navy Yard, Building 77' });
    expect(screen.getByRole('heading', { name: title })).toHaveAttribute('title', title);
    expect(screen.getByTitle('Brooklyn Navy Yard, Building 77, United States')).toBeVisible();
  });

  it('says New for a listing nobody has reviewed', () => {
    const article = card({ rating: 0, review_count: 0 });
    expect(screen.getByText('New')).toBeVisible();
    expect(article.textContent).not.toContain('0.0');
  });
});

describe('the heart on a card', () => {
  it('asks a signed-out visitor to sign in, then saves the space', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      return Response.json({ space_id: SPACE.id, saved: true });
    });
    let afterSignIn: (() => void) | undefined;
    auth.openSignIn = (then) => {
      afterSignIn = then;
    };
    card({});
    const heart = screen.getByRole('button', { name: 'Save Sunny loft' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(calls).toEqual([]);
    afterSignIn?.();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(calls).toEqual([`PUT /rest/v1/favorites/${SPACE.id}`]);
  });

  it('turns at once for a signed-in guest, and back when the server refuses', async () => {
    auth.status = 'signedIn';
    auth.user = { id: 'guest-1' };
    let refuse = false;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.endsWith('/ids')) return Response.json({ data: [] });
      if (refuse)
        return Response.json(
          { error: { code: 'not_found', message: 'Space not found' } },
          { status: 404 },
        );
      return Response.json({ space_id: SPACE.id, saved: init.method === 'PUT' });
    });
    card({ id: '7c0e8a3b-5d2f-4e6a-8b1c-9d0e1f2a3b4c' });
    const heart = screen.getByRole('button', { name: 'Save Sunny loft' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    refuse = true;
    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });
});
