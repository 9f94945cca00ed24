import type { Database } from '@rentspace/db';
import type { PublicApi } from '@rentspace/core/web-context';
import { createSpaceRepository } from '../spaces/repository.ts';
import type { DiscoveryApi } from '@rentspace/core/discovery/public-api';
import type { SpaceDetailApi } from '@rentspace/core/bookings/public-api';
import { createSpaceDetailRepository } from '../bookings/space-detail.ts';

/** The in-process reads that server-rendered pages make (see packages/core web-context). */
export function createPublicApi(deps: { db: Database }): PublicApi {
  const spaces = createSpaceRepository(deps.db);
  const discovery: DiscoveryApi = {
    async listSpaces(query) {
      return { data: await spaces.listListed(query.limit ?? 24), next_cursor: null };
    },
  };
  const details = createSpaceDetailRepository(deps.db);
  const spaceDetail: SpaceDetailApi = {
    getSpace: (id, viewerId) => details.getSpace(id, viewerId),
    listSpaceReviews: (spaceId) => details.reviews(spaceId),
  };
  return { ...discovery, ...spaceDetail };
}
