import type { Database } from '@rentspace/db';
import type { PublicApi } from '@rentspace/core/web-context';
import { createSpaceRepository } from '../spaces/repository.ts';

/** The in-process reads that server-rendered pages make (see packages/core web-context). */
export function createPublicApi(deps: { db: Database }): PublicApi {
  const spaces = createSpaceRepository(deps.db);
  const discovery: PublicApi = {
    async listSpaces(query) {
      return { data: await spaces.listListed(query.limit ?? 24), next_cursor: null };
    },
  };
  return { ...discovery };
}
