import type { Route } from './+types/home';
import { ButtonLink } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/states';
import { SpaceGrid } from '~/features/spaces';
import { pageMeta } from '~/lib/seo';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { siteUrl?: string } | undefined;
  return pageMeta({
    title: 'Rentspace: rent spaces, vehicles and equipment by the hour',
    description: 'Book studios, meeting rooms, venues, vehicles, equipment and experiences by the hour, day, week or month.',
    siteUrl: root?.siteUrl,
    path: '/',
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const page = await context.api.listSpaces({ limit: 12 });
  return { spaces: page.data };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-14 sm:py-20">
          <h1 className="max-w-2xl text-4xl font-bold tracking-tight sm:text-5xl">Find the right space, by the hour.</h1>
          <p className="mt-4 max-w-xl text-lg text-muted">
            Studios, meeting rooms, venues, vehicles, equipment and experiences from hosts around the world.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/explore" size="lg">
              Explore spaces
            </ButtonLink>
            <ButtonLink to="/create-listing" size="lg" variant="secondary">
              List your space
            </ButtonLink>
          </div>
        </div>
      </section>
      <section className="container-page py-12">
        <h2 className="mb-6 text-2xl font-semibold">Spaces</h2>
        {loaderData.spaces.length === 0 ? (
          <EmptyState title="No spaces found. Try adjusting your search or filters." />
        ) : (
          <SpaceGrid spaces={loaderData.spaces} eagerCount={3} />
        )}
      </section>
    </>
  );
}
