import type { Database } from '@rentspace/db';
import type { Clock } from '../clock.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { createMessageRepository } from './repository.ts';
import { createMessageService, type MessageLimits } from './service.ts';
import type { LimiterFactory } from '../auth/rate-limits.ts';
import { messageRoutes } from './routes.ts';

/** The messages domain wired together: /rest/v1/conversations and /rest/v1/messages/stream. */
export function messageModuleRoutes({
  db,
  clock,
  hub,
  limits,
  limiters,
}: {
  db: Database;
  clock: Clock;
  hub: RealtimeHub;
  limits: MessageLimits;
  limiters?: LimiterFactory;
}) {
  const repo = createMessageRepository(db);
  const service = createMessageService({ db, repo, clock, limits, limiters });
  return messageRoutes({ service, repo, hub });
}
