import type { Database } from '@rentspace/db';
import type { Clock } from '../clock.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { createMessageRepository } from './repository.ts';
import { createMessageService, type MessageLimits } from './service.ts';
import type { LimiterFactory } from '../auth/rate-limits.ts';
import { messageRoutes } from './routes.ts';
import { createNotificationRepository } from '../notifications/repository.ts';
import { watchCalendars } from '../realtime/calendar-notice.ts';

/** The messages domain wired together: /rest/v1/conversations and /rest/v1/messages/stream. */
export function messageModuleRoutes({
  db,
  clock,
  hub,
  limits,
  limiters,
  siteUrl,
}: {
  db: Database;
  clock: Clock;
  hub: RealtimeHub;
  limits: MessageLimits;
  limiters?: LimiterFactory;
  /** The public origin, for the links of new-message e-mails. */
  siteUrl: string;
}) {
  const repo = createMessageRepository(db);
  const service = createMessageService({ db, repo, clock, limits, limiters, siteUrl });
  return messageRoutes({
    service,
    repo,
    hub,
    notifications: createNotificationRepository(db),
    watchCalendars: (userId, forMs) => watchCalendars(db, userId, forMs),
  });
}
