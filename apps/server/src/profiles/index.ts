import type { Database } from '@rentspace/db';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { Storage } from '../storage/storage.ts';
import type { UploadService } from '../storage/service.ts';
import { createRouter } from '../http/openapi.ts';
import type { ProfileRepository } from './repository.ts';
import { createProfileService } from './service.ts';
import { createLinkRepository } from './links.ts';
import { createUpdateRepository } from './updates.ts';
import { profileRoutes } from './routes.ts';
import { linksAndUpdatesRoutes } from './links-updates-routes.ts';

/** The /rest/v1 routes of profiles, links and updates, wired to their repositories. */
export function profileModuleRoutes(deps: {
  db: Database;
  profiles: ProfileRepository;
  storage: Storage;
  uploads: UploadService;
  clock: Clock;
  logger: Logger;
}) {
  const { db, profiles, clock } = deps;
  const service = createProfileService(deps);
  const app = createRouter();
  app.route(
    '/',
    linksAndUpdatesRoutes({
      links: createLinkRepository(db),
      updates: createUpdateRepository(db),
      clock,
    }),
  );
  app.route('/', profileRoutes({ profiles, service, db, clock }));
  return app;
}
