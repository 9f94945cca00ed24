import type { Database } from '@rentspace/db';
import type { Clock } from '../clock.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { createMessageRepository } from './repository.ts';
import { createMessageService } from './service.ts';
import { messageRoutes } from './routes.ts';

/** The messages domain wired together: /rest/v1/conversations and /rest/v1/messages/stream. */
export function messageModuleRoutes({
  db,
  clock,
  hub,
}: {
  db: Database;
  clock: Clock;
  hub: RealtimeHub;
}) {
  const repo = createMessageRepository(db);
  return messageRoutes({ service: createMessageService({ db, repo, clock }), repo, hub });
}
