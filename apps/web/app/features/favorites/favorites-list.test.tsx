import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, createRoutesStub, useLocation } from 'react-router';
import type { Favorite } from '@rentspace/core/favorites/api';
import { FavoritesList } from './favorites-list';

vi.mock('~/lib/auth/client', () => ({ accessToken: async () => null }));
vi.mock('~/lib/auth/auth-context', () => ({
  useAuth: () => ({ status: 'signedIn', user: { id: 'guest' }, openSignIn: () => {} }),
}));

function favorite(n: number, type: string, hourly: number, published = true): Favorite {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    user_id: 'host',
    title: `Saved ${type} ${n}`,
    location: 'Brooklyn',
    country: 'United States',
    type,
    rental_type: 'space',
    images: [],
    hourly_price: hourly,
    daily_price: null,
    weekly_price: null,
    monthly_price: null,
    currency: 'USD',
    amenities: [],
    capacity: 4,
    rating: 0,
    review_count: 0,
    available: true,
    status: 'available',
    booking_mode: 'instant',
    created_at: '2026-01-01T00:00:00.000Z',
    latitude: null,
    longitude: null,
    saved_at: '2026-02-01T00:00:00.000Z',
    is_published: published,
  };
}

// The hearts ask which spaces the guest saved.
beforeEach(() => vi.stubGlobal('fetch', async () => Response.json({ data: [] })));
afterEach(() => vi.unstubAllGlobals());

const SAVED = [favorite(1, 'studio', 3000), favorite(2, 'van', 9000, false)];

function Page() {
  const location = useLocation();
  return (
    <>
      <FavoritesList favorites={SAVED} />
      <output aria-label="Query">{location.search}</output>
    </>
  );
}

/** As in the app: a layout whose loader runs again at each change of the URL, and takes a while. */
function renderAt(url: string) {
  const Stub = createRoutesStub([
    {
      path: '/',
      loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 30)),
      HydrateFallback: () => null,
      Component: Outlet,
      children: [{ path: 'favorites', Component: Page }],
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('the saved list filters', () => {
  it('keeps every key typed while the URL catches up, and writes the filters to it', async () => {
    const user = userEvent.setup();
    renderAt('/favorites');
    await screen.findByRole('search', { name: 'Filter saved spaces' });
    expect(titles()).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    // The currency's navigation draws the form again: the field to type in is the one after it.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Query' })).toHaveTextContent('?currency=USD'),
    );
    const max = screen.getByLabelText('Max price per hour');
    await waitFor(() => expect(max).toBeEnabled());
    await user.type(max, '50');
    expect(max).toHaveValue('50');
    expect(titles()).toEqual(['Saved studio 1']);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Query' })).toHaveTextContent(
        '?currency=USD&max_price=50',
      ),
    );

    await user.type(screen.getByLabelText('Search saved spaces'), 'new york');
    expect(screen.getByLabelText('Search saved spaces')).toHaveValue('new york');
    expect(screen.getByText('No saved spaces match these filters')).toBeInTheDocument();
  });

  it('starts from the URL, and a link to the bare page clears them', async () => {
    const user = userEvent.setup();
    renderAt('/favorites?type=van');
    await screen.findByRole('search', { name: 'Filter saved spaces' });
    expect(screen.getByLabelText('Type')).toHaveValue('van');
    expect(titles()).toEqual(['Saved van 2']);
    expect(screen.getByText('No longer available')).toBeInTheDocument();
    // An unlisted listing wears no status of a listing still offered.
    expect(screen.queryByText('Available', { exact: true })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Type'), 'studio');
    await user.type(screen.getByLabelText('Search saved spaces'), 'zzz');
    await user.click(await screen.findByRole('link', { name: 'Clear all filters' }));
    await waitFor(() => expect(titles()).toHaveLength(2));
    expect(screen.getByLabelText('Type')).toHaveValue('');
    expect(screen.getByLabelText('Search saved spaces')).toHaveValue('');
  });
});
