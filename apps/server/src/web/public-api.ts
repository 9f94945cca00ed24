import type { Database } from '@rentspace/db';
import type { PublicApi } from '@rentspace/core/web-context';
import type { DiscoveryApi } from '@rentspace/core/discovery/public-api';
import type { SpaceDetailApi } from '@rentspace/core/bookings/public-api';
import { createPublicSpaceReads } from '../listings/public-space.ts';
import { listSpaceReviews } from '../reviews/space-reviews.ts';
import { createDiscoveryService, type DiscoveryService } from '../discovery/service.ts';
import { systemClock } from '../clock.ts';

/** The in-process reads that server-rendered pages make (see packages/core web-context). */
export function createPublicApi(deps: { db: Database; discovery?: DiscoveryService }): PublicApi {
  const search = deps.discovery ?? createDiscoveryService({ db: deps.db, clock: systemClock });
  const discovery: DiscoveryApi = {
    listSpaces: (query) => search.listSpaces(query.limit),
    searchSpaces: (params) => search.search(params),
    homeSpaces: (filter) => search.homeSpaces(filter),
    cityPage: (slug) => search.cityPage(slug),
    locationPage: (slug, type) => search.locationPage(slug, type),
    exploreOptions: () => search.exploreOptions(),
    spaceTypes: () => search.spaceTypes(),
  };
  const details = createPublicSpaceReads(deps.db);
  const spaceDetail: SpaceDetailApi = {
    getSpace: (id, viewerId) => details.getSpace(id, viewerId),
    listSpaceReviews: (spaceId) => listSpaceReviews(deps.db, spaceId),
  };
  return { ...discovery, ...spaceDetail };
}
