import { countOf } from '@rentspace/core/intl';
import { data, isRouteErrorResponse, Link, useNavigate } from 'react-router';
import type { Route } from './+types/city';
import { findCity } from '@rentspace/core/cities/catalog';
import { publicPath } from '@rentspace/core/public-pages';
import { pageMeta, siteUrlOf } from '~/lib/seo';
import { ButtonLink } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/states';
import { SpaceGrid } from '~/components/spaces/space-card';
import {
  CityFeatures,
  CityFigures,
  CityHero,
  CitySection,
  OwnerCallToAction,
  PlaceProblem,
  PopularAreas,
  ResultsWithMap,
  placeJsonLd,
  HERO_PRIMARY,
  HERO_SECONDARY,
} from '~/features/discovery';

// One data-driven page for every city route: /{city}, /cities/{city} and the fixed city routes.
export async function loader({ params, context }: Route.LoaderArgs) {
  const city = findCity(params.city ?? '');
  if (!city) throw data({ message: 'City not found' }, { status: 404 });
  try {
    return { city, page: await context.api.cityPage(city.slug), error: undefined };
  } catch {
    return { city, page: null, error: 'Failed to fetch spaces' };
  }
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded)
    return [{ title: 'City not found | Rentspace' }, { name: 'robots', content: 'noindex' }];
  const { city } = loaded;
  const siteUrl = siteUrlOf(matches);
  // /cities/{city} and /{city} show the same page: both point search engines at /{city}.
  const path = publicPath('routes/city', { city: city.slug });
  return [
    ...pageMeta({
      title: city.seoTitle,
      description: city.metaDescription,
      siteUrl,
      path,
      image: city.heroImage,
    }),
    { name: 'keywords', content: city.metaKeywords },
    placeJsonLd({
      city,
      name: city.name,
      description: city.description,
      url: siteUrl ? `${siteUrl}${path}` : undefined,
      image: siteUrl ? `${siteUrl}${city.heroImage}` : undefined,
    }),
  ];
}

export default function City({ loaderData }: Route.ComponentProps) {
  const { city, page, error } = loaderData;
  const explore = `/explore?city=${city.slug}`;
  const spaces = page?.spaces.data ?? [];
  const navigate = useNavigate();
  // "Search as I move the map" searches every listing in the area the visitor moved to.
  const searchArea = (bbox: string | null) => {
    if (bbox) void navigate(`/explore?bbox=${encodeURIComponent(bbox)}`);
  };
  return (
    <>
      <CityHero image={city.heroImage} title={city.title} description={city.description}>
        <Link to={explore} className={HERO_PRIMARY}>
          Explore Spaces
        </Link>
        <Link to="/create-listing" className={HERO_SECONDARY}>
          List Your Space
        </Link>
      </CityHero>
      <div className="container-page space-y-14 py-10">
        {page && <CityFigures stats={page.stats} />}
        <CitySection id="features" title={`Why rent in ${city.name}`}>
          <CityFeatures features={city.features} />
        </CitySection>
        <CitySection id="areas" title="Popular Areas">
          <PopularAreas areas={city.popularAreas} />
        </CitySection>
        <CitySection id="spaces" title={`Spaces in ${city.name}`}>
          {error ? (
            <p role="alert" className="font-medium text-danger-700">
              {error}
            </p>
          ) : spaces.length === 0 ? (
            <EmptyState
              title={city.emptyMessage}
              action={
                city.slug === 'riverview' ? (
                  <ButtonLink to="/" variant="secondary">
                    View all spaces
                  </ButtonLink>
                ) : (
                  <ButtonLink to="/explore" variant="secondary">
                    Explore other cities
                  </ButtonLink>
                )
              }
            />
          ) : (
            <ResultsWithMap
              spaces={spaces}
              onArea={searchArea}
              label={`Map of spaces in ${city.name}`}
            >
              <SpaceGrid spaces={spaces} besideMap />
              {page?.spaces.next_cursor && (
                <div className="mt-10 flex justify-center">
                  <ButtonLink to={explore} variant="secondary">
                    See all {countOf(page.stats.available_spaces, 'space')} in {city.name}
                  </ButtonLink>
                </div>
              )}
            </ResultsWithMap>
          )}
        </CitySection>
        <OwnerCallToAction city={city.name} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PlaceProblem
        title="City not found"
        text="We do not have a page for this place yet. Search every listing instead."
      />
    );
  }
  return (
    <PlaceProblem title="Failed to load city data" text="Please refresh the page in a moment." />
  );
}
