/**
 * The notifications API contract (docs/product/notifications.md).
 *
 * GET  /rest/v1/notifications?cursor=&limit=        -> Notifications, newest first, own only
 * POST /rest/v1/notifications/{id}/read             -> UnreadNotifications (404 for another's)
 * POST /rest/v1/notifications/read-all              -> UnreadNotifications
 * GET  /rest/v1/notification-preferences            -> NotificationPreferences
 * PUT  /rest/v1/notification-preferences            NotificationPreferencesSchema -> the same
 * The per-user stream (GET /rest/v1/messages/stream) carries each new one as a 'notification' event.
 */
import '../zod-config.ts';
import { z } from 'zod';
import { IdSchema, TimeSchema } from '../response-schemas.ts';
import { NOTIFICATION_KINDS } from './kinds.ts';

export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** The most notifications one page of the list holds. */
export const NOTIFICATIONS_PAGE = 20;

export const NotificationSchema = z
  .strictObject({
    id: IdSchema,
    kind: NotificationKindSchema,
    title: z.string(),
    body: z.string(),
    /** A path in the app: where the notification leads. */
    link: z.string(),
    read_at: TimeSchema.nullable(),
    created_at: TimeSchema,
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /rest/v1/notifications */
export const NotificationsResponseSchema = z
  .strictObject({
    data: z.array(NotificationSchema),
    next_cursor: z.string().nullable(),
    unread_count: z.int(),
  })
  .meta({ id: 'Notifications' });
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

export const NotificationsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE),
});

/** POST .../read and .../read-all: how many stay unread. */
export const UnreadNotificationsSchema = z
  .strictObject({ unread_count: z.int() })
  .meta({ id: 'UnreadNotifications' });
export type UnreadNotifications = z.infer<typeof UnreadNotificationsSchema>;

/**
 * Which e-mails a person gets, per kind (true: sent). The form on /profile and the server parse
 * the same schema; every kind must be named, nothing else may be.
 */
export const NotificationPreferencesSchema = z
  .strictObject({
    email: z.strictObject(
      Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
        (typeof NOTIFICATION_KINDS)[number],
        z.ZodBoolean
      >,
    ),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** What /profile says after saving the e-mail choices. */
export const PREFERENCES_SAVED = 'E-mail preferences saved';
