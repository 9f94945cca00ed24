import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { X } from 'lucide-react';
import type { Route } from './+types/explore';
import {
  filtersFromParams,
  paramsFromFilters,
  withFilter,
  type ExploreFilters,
} from '@rentspace/core/discovery/filters';
import type { ExploreOptions, SearchOutcome } from '@rentspace/core/discovery/public-api';
import { findCity } from '@rentspace/core/cities/catalog';
import { publicPath } from '@rentspace/core/public-pages';
import { pageMeta, siteUrlOf } from '~/lib/seo';
import { useRealtimeRevalidate } from '~/lib/realtime';
import { EmptyState, PageTitle } from '~/components/ui/states';
import { ButtonLink } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';
import {
  ExploreFilterForm,
  PagedGrid,
  ResultsWithMap,
  searchProblem,
  usePagedSpaces,
} from '~/features/discovery';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Explore spaces, vehicles and equipment to rent',
    description:
      'Search studios, meeting rooms, venues, vans, boats, tools and experiences by place, category, price, size and the hours you need them.',
    siteUrl: siteUrlOf(matches),
    // Filtered views are variations of one page: the canonical link is the bare /explore.
    path: publicPath('routes/explore'),
  });
}

const EMPTY_OPTIONS: ExploreOptions = { locations: [], categories: [], types: [] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = filtersFromParams(new URL(request.url).searchParams);
  const cityName = filters.city ? (findCity(filters.city)?.name ?? null) : null;
  const options = await context.api.exploreOptions().catch(() => EMPTY_OPTIONS);
  try {
    const outcome: SearchOutcome = await context.api.searchSpaces(filters);
    return { filters, options, outcome, cityName, error: undefined };
  } catch {
    return { filters, options, outcome: null, cityName, error: 'Failed to fetch spaces' };
  }
}

function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export default function Explore({ loaderData }: Route.ComponentProps) {
  const { filters, options, outcome, cityName, error } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/explore';
  useRealtimeRevalidate(['spaces']);

  // Every change is a new history entry: the back button returns to the previous filters.
  const apply = (next: ExploreFilters) => {
    const query = paramsFromFilters(next).toString();
    void navigate(query ? `/explore?${query}` : '/explore', { preventScrollReset: true });
  };
  // The map's "Search as I move the map": each move replaces the entry (the back button does
  // not step through every pan); turning it off goes back to every place.
  const searchArea = (bbox: string | null) => {
    const query = paramsFromFilters(withFilter(filters, 'bbox', bbox ?? '')).toString();
    void navigate(query ? `/explore?${query}` : '/explore', {
      preventScrollReset: true,
      replace: true,
    });
  };
  const errors = outcome && !outcome.ok ? outcome.fields : {};
  const page = outcome?.ok ? outcome.page : null;
  const query = paramsFromFilters(filters);
  // The list and the map show the same spaces: every page "Show more spaces" added has its pins.
  const paged = usePagedSpaces(page, query);

  return (
    <div className="container-page py-8">
      <PageTitle subtitle="Spaces, vehicles, equipment and experiences from hosts around the world.">
        Explore
      </PageTitle>
      {/* Keyed by the URL so the back button shows the filters of that entry. */}
      <ExploreFilterForm
        key={location.search}
        filters={filters}
        options={options}
        errors={errors}
        apply={apply}
        today={todayIso()}
      />
      {cityName && (
        <p className="mt-4">
          <Link
            to={`/explore?${paramsFromFilters(withFilter(filters, 'city', ''))}`}
            className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800"
          >
            In {cityName}
            <X className="size-4" aria-hidden />
            <span className="sr-only">(remove)</span>
          </Link>
        </p>
      )}
      <div className="mt-8">
        <ResultsWithMap
          spaces={paged.spaces}
          bbox={filters.bbox}
          onArea={searchArea}
          label="Map of the spaces found"
        >
          {/* What a new search found, said to a screen reader (the form keeps its focus). */}
          <p className="sr-only" aria-live="polite">
            {loading || !page
              ? ''
              : page.data.length === 0
                ? 'No spaces found'
                : `${paged.spaces.length} ${paged.spaces.length === 1 ? 'space' : 'spaces'} shown`}
          </p>
          <div aria-busy={loading || undefined}>
            {loading && (
              <p role="status" className="mb-4 text-muted">
                Loading spaces...
              </p>
            )}
            {error ? (
              <p role="alert" className="font-medium text-danger-700">
                {error}
              </p>
            ) : outcome && !outcome.ok ? (
              <p role="alert" className="font-medium text-danger-700">
                {searchProblem(outcome)}
              </p>
            ) : page && page.data.length === 0 ? (
              <EmptyState
                title="No spaces found. Try adjusting your filters."
                action={
                  <ButtonLink to="/explore" variant="secondary">
                    Clear all filters
                  </ButtonLink>
                }
              />
            ) : page ? (
              <section
                aria-labelledby="explore-results"
                className={cx('transition-opacity', loading && 'opacity-60')}
              >
                {/* The cards' titles are level 3: the results are a section of their own under the page title. */}
                <h2 id="explore-results" className="sr-only">
                  Spaces matching your search
                </h2>
                <PagedGrid paged={paged} eagerCount={3} besideMap />
              </section>
            ) : null}
          </div>
        </ResultsWithMap>
      </div>
    </div>
  );
}
