import { useNavigation } from 'react-router';
import type { Route } from './+types/home';
import { homeFilterFromParams } from '@rentspace/core/discovery/home-filter';
import { publicPath } from '@rentspace/core/public-pages';
import { pageMeta, siteUrlOf } from '~/lib/seo';
import { useRealtimeRevalidate } from '~/lib/realtime';
import {
  HeroCarousel,
  HERO_SLIDES,
  HomeListings,
  useHomeFilter,
  HomeMarketing,
} from '~/features/discovery';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Rentspace: rent spaces, vehicles and equipment by the hour',
    description:
      'Book studios, meeting rooms, venues, vehicles, equipment and experiences by the hour, day, week or month from verified hosts. Save up to 70%.',
    siteUrl: siteUrlOf(matches),
    path: publicPath('routes/home'),
    image: HERO_SLIDES[0]!.image,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = homeFilterFromParams(new URL(request.url).searchParams);
  const types = await context.api.spaceTypes().catch(() => []);
  try {
    return { spaces: await context.api.homeSpaces(filter), types, error: undefined };
  } catch {
    return { spaces: null, types, error: 'Failed to fetch spaces' };
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { state, dispatch } = useHomeFilter();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/';
  // A listing added, edited or paused anywhere shows up here without a reload.
  useRealtimeRevalidate(['spaces']);
  return (
    <>
      <h1 className="sr-only">Rentspace: rent spaces, vehicles and equipment by the hour</h1>
      <HeroCarousel slides={HERO_SLIDES} />
      <HomeListings
        state={state}
        dispatch={dispatch}
        spaces={loaderData.spaces}
        types={loaderData.types}
        error={loaderData.error}
        loading={loading}
      />
      <HomeMarketing />
    </>
  );
}
