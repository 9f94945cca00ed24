import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Page, SpaceSummary } from '@rentspace/core/spaces/types';
import { clusterPins, pinsOf } from '~/components/map/pins';
import { PagedGrid, usePagedSpaces } from './more-spaces';

vi.mock('~/lib/auth/client', () => ({ accessToken: async () => null }));
vi.mock('~/lib/auth/auth-context', () => ({
  useAuth: () => ({ status: 'signedOut', user: null, openSignIn: () => {} }),
}));

afterEach(() => vi.unstubAllGlobals());

function space(n: number): SpaceSummary {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    user_id: 'host',
    title: `Space ${n}`,
    location: 'New York',
    country: 'United States',
    type: 'studio',
    rental_type: 'space',
    images: [],
    hourly_price: 2500,
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
    latitude: 40.6 + n / 100,
    longitude: -74 + n / 100,
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => space(from + i));
const WORLD = { west: -180, south: -85, east: 180, north: 85 };

/** The explore page's shape: one paged list given to the grid and to the map. */
function Results({ first, query }: { first: Page<SpaceSummary>; query: URLSearchParams }) {
  const paged = usePagedSpaces(first, query);
  // What the map draws: pins and clusters, each cluster with how many it holds.
  const onMap = clusterPins(pinsOf(paged.spaces))
    .clustersIn(WORLD, 2)
    .reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);
  return (
    <>
      <PagedGrid paged={paged} />
      <output aria-label="On the map">{onMap}</output>
    </>
  );
}

function show(first: Page<SpaceSummary>, query = new URLSearchParams('q=New+York')) {
  const view = render(
    <MemoryRouter>
      <Results first={first} query={query} />
    </MemoryRouter>,
  );
  return (next: Page<SpaceSummary>, nextQuery: URLSearchParams) =>
    view.rerender(
      <MemoryRouter>
        <Results first={next} query={nextQuery} />
      </MemoryRouter>,
    );
}

const onMap = () => Number(screen.getByRole('status', { name: 'On the map' }).textContent);

describe('spaces added with "Show more spaces"', () => {
  it('are on the map with the first page, clustered with the rest', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return Response.json({ data: [...range(20, 24), ...range(25, 30)], next_cursor: null });
    });
    show({ data: range(1, 24), next_cursor: 'page-2' });
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(onMap()).toBe(24);

    fireEvent.click(screen.getByRole('button', { name: 'Show more spaces' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    // Each listing once, on the list and on the map.
    expect(onMap()).toBe(30);
    expect(asked).toEqual(['/rest/v1/spaces?q=New+York&cursor=page-2']);
    expect(screen.queryByRole('button', { name: 'Show more spaces' })).not.toBeInTheDocument();
  });

  it('a new search starts over, and a late page of the old one is left out', async () => {
    let answer: (page: Page<SpaceSummary>) => void = () => {};
    vi.stubGlobal(
      'fetch',
      () => new Promise((resolve) => (answer = (page) => resolve(Response.json(page)))),
    );
    const search = show({ data: range(1, 24), next_cursor: 'page-2' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more spaces' }));
    search({ data: range(40, 42), next_cursor: null }, new URLSearchParams('q=Paris'));
    answer({ data: range(25, 30), next_cursor: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(onMap()).toBe(3);
  });
});
