import { data, isRouteErrorResponse, Link } from 'react-router';
import type { Route } from './+types/location';
import { findCity } from '@rentspace/core/cities/catalog';
import { publicPath } from '@rentspace/core/public-pages';
import { pageMeta, siteUrlOf } from '~/lib/seo';
import { ButtonLink } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/states';
import { SpaceGrid } from '~/components/spaces/space-card';
import {
  CityFeatures,
  CityHero,
  CitySection,
  PlaceProblem,
  PopularAreas,
  placeJsonLd,
  HERO_PRIMARY,
} from '~/features/discovery';

// /{city}/{type}: the known location slugs, listings whose location contains the city name and
// whose type is the one in the URL (docs/product/search-and-cities.md#location-pages).
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await context.api.locationPage(params.city ?? '', params.type ?? '');
  const city = page ? findCity(params.city ?? '') : undefined;
  if (!page || !city) throw data({ message: 'Location not found' }, { status: 404 });
  const title = `${page.type.label} Rentals in ${city.name}`;
  return { city, type: page.type, spaces: page.spaces, title };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded)
    return [{ title: 'Location not found | Rentspace' }, { name: 'robots', content: 'noindex' }];
  const { city, type, title } = loaded;
  const siteUrl = siteUrlOf(matches);
  const path = publicPath('routes/location', {
    city: city.slug,
    type: type.name.replace(/\s+/g, '-'),
  });
  const description =
    `Rent a ${type.label.toLowerCase()} in ${city.name} by the hour, day or week. ${city.metaDescription}`.slice(
      0,
      160,
    );
  return [
    ...pageMeta({ title, description, siteUrl, path, image: city.heroImage }),
    placeJsonLd({
      city,
      name: `${city.name}: ${type.label}`,
      description,
      url: siteUrl ? `${siteUrl}${path}` : undefined,
      image: siteUrl ? `${siteUrl}${city.heroImage}` : undefined,
    }),
  ];
}

export default function Location({ loaderData }: Route.ComponentProps) {
  const { city, type, spaces, title } = loaderData;
  const explore = `/explore?q=${encodeURIComponent(city.name)}&type=${encodeURIComponent(type.name)}`;
  return (
    <>
      <CityHero image={city.heroImage} title={title} description={city.description}>
        <Link to={explore} className={HERO_PRIMARY}>
          Explore Spaces
        </Link>
      </CityHero>
      <div className="container-page space-y-14 py-10">
        <CitySection id="spaces" title={`${type.label} listings in ${city.name}`}>
          {spaces.data.length === 0 ? (
            <EmptyState
              title="No spaces found in this location."
              action={
                <ButtonLink to={`/${city.slug}`} variant="secondary">
                  See everything in {city.name}
                </ButtonLink>
              }
            />
          ) : (
            <>
              <SpaceGrid spaces={spaces.data} eagerCount={3} />
              {spaces.next_cursor && (
                <div className="mt-10 flex justify-center">
                  <ButtonLink to={explore} variant="secondary">
                    See more in Explore
                  </ButtonLink>
                </div>
              )}
            </>
          )}
        </CitySection>
        <CitySection id="features" title={`Why rent in ${city.name}`}>
          <CityFeatures features={city.features} />
        </CitySection>
        <CitySection id="areas" title="Popular Areas">
          <PopularAreas areas={city.popularAreas} />
        </CitySection>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PlaceProblem
        title="Location not found"
        text="We do not have a page for this place and type. Search every listing instead."
      />
    );
  }
  return (
    <PlaceProblem title="Failed to load city data" text="Please refresh the page in a moment." />
  );
}
