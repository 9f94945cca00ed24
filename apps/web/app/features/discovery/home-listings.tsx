import type { ReactNode } from 'react';
import { homeSections, type HomeFilterState } from '@rentspace/core/discovery/home-filter';
import { HOME_COUNTRY } from '@rentspace/core/discovery/constants';
import type { HomeSpaces, NamedOption } from '@rentspace/core/discovery/public-api';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/states';
import { cx } from '~/components/ui/cx';
import { SpaceGrid } from '~/components/spaces/space-card';
import { HomeSearchBar, RegionButtons, type HomeDispatch } from './home-filter-bar';
import { PagedSpaceGrid } from './more-spaces';
import { usePrefersReducedMotion } from './use-carousel';

export const NO_RESULTS = 'No spaces found. Try adjusting your search or filters.';

interface HomeListingsProps {
  state: HomeFilterState;
  dispatch: HomeDispatch;
  spaces: HomeSpaces | null;
  types: NamedOption[];
  error?: string;
  loading: boolean;
}

function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The query a section pages on with, the same as the server used for its first page. */
function sectionQuery(state: HomeFilterState, scope: Record<string, string>) {
  const query = new URLSearchParams(scope);
  if (state.search.trim()) query.set('q', state.search.trim());
  if (state.type) query.set('type', state.type);
  return query;
}

/**
 * The home page's main area (docs/product/search-and-cities.md#home-sections): search box and type filter, Featured
 * Spaces in the USA, International Spaces with the region buttons, and their states.
 */
export function HomeListings({
  state,
  dispatch,
  spaces,
  types,
  error,
  loading,
}: HomeListingsProps) {
  const plan = homeSections(state);
  const reducedMotion = usePrefersReducedMotion();
  const usa = spaces?.usa ?? { data: [], next_cursor: null };
  const international = spaces?.international ?? { data: [], next_cursor: null };
  const nothing = usa.data.length === 0 && international.data.length === 0;
  const usaQuery = sectionQuery(state, { country: HOME_COUNTRY });
  const internationalQuery = sectionQuery(state, {
    not_country: HOME_COUNTRY,
    ...(state.region ? { region: state.region } : {}),
  });

  function viewAllInternational() {
    dispatch({ kind: 'viewAllInternational' });
    document
      .getElementById('international')
      ?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  }

  return (
    <div className="container-page space-y-14 py-10">
      <HomeSearchBar search={state.search} type={state.type} types={types} dispatch={dispatch} />
      {loading && (
        <p role="status" className="text-muted">
          Loading spaces...
        </p>
      )}
      {error ? (
        <p role="alert" className="font-medium text-danger-700">
          {error}
        </p>
      ) : nothing && !loading ? (
        <>
          <EmptyState
            title={NO_RESULTS}
            action={
              <Button variant="secondary" onClick={() => dispatch({ kind: 'reset' })}>
                Clear search and filters
              </Button>
            }
          />
          {state.region && <RegionButtons region={state.region} dispatch={dispatch} />}
        </>
      ) : (
        <div
          className={cx('space-y-16 transition-opacity', loading && 'opacity-60')}
          aria-busy={loading || undefined}
        >
          {plan.usa.visible && usa.data.length > 0 && (
            <Section
              id="usa"
              title="Featured Spaces in the USA"
              action={
                !plan.usa.showsAll && usa.next_cursor ? (
                  <Button variant="secondary" onClick={() => dispatch({ kind: 'viewAllUsa' })}>
                    View All USA Spaces
                  </Button>
                ) : undefined
              }
            >
              {plan.usa.showsAll ? (
                <PagedSpaceGrid key={`usa?${usaQuery}`} first={usa} query={usaQuery} />
              ) : (
                // Lazy: the hero above is the largest paint; these must not take its bandwidth.
                <SpaceGrid spaces={usa.data} />
              )}
            </Section>
          )}
          <Section
            id="international"
            title="International Spaces"
            action={<RegionButtons region={state.region} dispatch={dispatch} />}
          >
            {international.data.length === 0 ? (
              <p className="text-muted">{NO_RESULTS}</p>
            ) : plan.international.showsAll ? (
              <PagedSpaceGrid
                key={`intl?${internationalQuery}`}
                first={international}
                query={internationalQuery}
              />
            ) : (
              <SpaceGrid spaces={international.data} />
            )}
            {!plan.international.showsAll && international.next_cursor && (
              <div className="mt-10 flex justify-center">
                <Button variant="secondary" onClick={viewAllInternational}>
                  View All International Spaces
                </Button>
              </div>
            )}
          </Section>
        </div>
      )}
    </div>
  );
}
