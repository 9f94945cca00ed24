import type {
  NotificationPreferences,
  NotificationsResponse,
  UnreadNotifications,
} from '@rentspace/core/notifications/api';
import { api } from './api';

/** GET /rest/v1/notifications: the person's own, newest first. */
export function fetchNotifications(cursor?: string | null): Promise<NotificationsResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return api<NotificationsResponse>(`/rest/v1/notifications${query}`);
}

/** POST /rest/v1/notifications/{id}/read */
export function markNotificationRead(id: string): Promise<UnreadNotifications> {
  return api<UnreadNotifications>(`/rest/v1/notifications/${id}/read`, { method: 'POST' });
}

/** POST /rest/v1/notifications/read-all */
export function markAllNotificationsRead(): Promise<UnreadNotifications> {
  return api<UnreadNotifications>('/rest/v1/notifications/read-all', { method: 'POST' });
}

/** GET /rest/v1/notification-preferences */
export function fetchNotificationPreferences(): Promise<NotificationPreferences> {
  return api<NotificationPreferences>('/rest/v1/notification-preferences');
}

/** PUT /rest/v1/notification-preferences */
export function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return api<NotificationPreferences>('/rest/v1/notification-preferences', {
    method: 'PUT',
    body: preferences,
  });
}
