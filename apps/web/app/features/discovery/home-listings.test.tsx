import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import type { HomeSpaces } from '@rentspace/core/discovery/public-api';
import type { SpaceSummary } from '@rentspace/core/spaces/types';
import { HomeListings } from './home-listings';
import { useHomeFilter } from './home-filter-bar';

vi.mock('~/lib/auth/client', () => ({ accessToken: async () => null }));
// The cards' hearts read the session: a signed-out visitor here.
vi.mock('~/lib/auth/auth-context', () => ({
  useAuth: () => ({ status: 'signedOut', user: null, openSignIn: () => {} }),
}));

function space(n: number, country = 'United States'): SpaceSummary {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    user_id: 'host',
    title: `Space ${n}`,
    location: 'Somewhere',
    country,
    type: 'studio',
    rental_type: 'space',
    images: [],
    hourly_price: 2500,
    daily_price: null,
    weekly_price: null,
    monthly_price: null,
    currency: 'USD',
    amenities: ['Wi-Fi'],
    capacity: 4,
    rating: 4.5,
    review_count: 2,
    available: true,
    status: 'available',
    booking_mode: 'instant',
    created_at: '2026-01-01T00:00:00.000Z',
    latitude: null,
    longitude: null,
  };
}

const SIX_AND_MORE: HomeSpaces = {
  usa: { data: [1, 2, 3, 4, 5, 6].map((n) => space(n)), next_cursor: 'more' },
  international: {
    data: [7, 8, 9, 10, 11, 12].map((n) => space(n, 'France')),
    next_cursor: 'more',
  },
};

function Harness({
  spaces,
  error,
  loading = false,
}: {
  spaces: HomeSpaces | null;
  error?: string;
  loading?: boolean;
}) {
  const { state, dispatch } = useHomeFilter();
  const location = useLocation();
  return (
    <>
      <HomeListings
        state={state}
        dispatch={dispatch}
        spaces={spaces}
        types={[
          { name: 'studio', label: 'Studio' },
          { name: 'van', label: 'Van' },
        ]}
        error={error}
        loading={loading}
      />
      <span data-testid="query">{location.search}</span>
    </>
  );
}

function renderHome(
  props: { spaces: HomeSpaces | null; error?: string; loading?: boolean },
  url = '/',
) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <Harness {...props} /> }]);
  render(<Stub initialEntries={[url]} />);
}

const query = () =>
  decodeURIComponent(screen.getByTestId('query').textContent ?? '').replace(/\+/g, ' ');

describe('home filter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the first six of each section with the search placeholder and View All buttons', () => {
    renderHome({ spaces: SIX_AND_MORE });
    expect(
      screen.getByPlaceholderText('Search by location, country, or title...'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Featured Spaces in the USA' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'International Spaces' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'View All USA Spaces' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'View All International Spaces' }),
    ).toBeInTheDocument();
  });

  it('toggles a region on and off and moves between regions', () => {
    renderHome({ spaces: SIX_AND_MORE });
    fireEvent.click(screen.getByRole('button', { name: 'Europe' }));
    expect(query()).toBe('?region=Europe');
    expect(screen.getByRole('button', { name: 'Europe' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Middle East' }));
    expect(query()).toBe('?region=Middle East');
    fireEvent.click(screen.getByRole('button', { name: 'Middle East' }));
    expect(query()).toBe('');
    expect(screen.getByRole('button', { name: 'Middle East' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('View All USA Spaces sets the region to Americas', () => {
    renderHome({ spaces: SIX_AND_MORE });
    fireEvent.click(screen.getByRole('button', { name: 'View All USA Spaces' }));
    expect(query()).toBe('?region=Americas');
    expect(screen.getByRole('button', { name: 'Americas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'View All USA Spaces' })).not.toBeInTheDocument();
  });

  it('View All International Spaces shows them all and scrolls to the section', () => {
    renderHome({ spaces: SIX_AND_MORE });
    fireEvent.click(screen.getByRole('button', { name: 'View All International Spaces' }));
    expect(query()).toBe('?intl=all');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Show more spaces' })).toBeInTheDocument();
  });

  it('filters as you type, once typing pauses, keeping the region', () => {
    renderHome({ spaces: SIX_AND_MORE }, '/?region=Europe');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search spaces' }), {
      target: { value: 'loft' },
    });
    act(() => vi.advanceTimersByTime(299));
    expect(query()).toBe('?region=Europe');
    act(() => vi.advanceTimersByTime(1));
    expect(query()).toBe('?q=loft&region=Europe');
  });

  it('filters on the exact type chosen, and All types clears it', () => {
    renderHome({ spaces: SIX_AND_MORE });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type of space' }), {
      target: { value: 'van' },
    });
    expect(query()).toBe('?type=van');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type of space' }), {
      target: { value: '' },
    });
    expect(query()).toBe('');
  });

  it('says so when nothing matches, and Clear puts every filter back', () => {
    renderHome(
      {
        spaces: {
          usa: { data: [], next_cursor: null },
          international: { data: [], next_cursor: null },
        },
      },
      '/?q=zzz&type=van&region=Europe',
    );
    expect(
      screen.getByText('No spaces found. Try adjusting your search or filters.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(query()).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search spaces' })).toHaveValue('');
  });

  it('shows the loading text while the next results load, and the error in red', () => {
    renderHome({ spaces: SIX_AND_MORE, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading spaces...');
    renderHome({ spaces: null, error: 'Failed to fetch spaces' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch spaces');
    expect(screen.getByRole('alert')).toHaveClass('text-danger-700');
  });
});
