import { createRoute, z } from '@hono/zod-openapi';
import {
  NotificationPreferencesSchema,
  NotificationsQuerySchema,
  NotificationsResponseSchema,
  UnreadNotificationsSchema,
} from '@rentspace/core/notifications/api';
import type { Database } from '@rentspace/db';
import { createMiddleware } from 'hono/factory';
import type { Clock } from '../clock.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError, validationError } from '../http/errors.ts';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import {
  createNotificationRepository,
  toNotification,
  type NotificationCursor,
} from './repository.ts';

const PRIVATE = 'private, no-store';
const NOT_FOUND = 'Notification not found';
const own = { security: bearerSecurity };
const idParam = { params: z.object({ id: z.uuid({ error: NOT_FOUND }) }) };

const routes = {
  list: createRoute({
    ...own,
    method: 'get',
    path: '/notifications',
    summary: "The signed-in person's notifications, newest first, with how many are unread",
    request: { query: NotificationsQuerySchema },
    responses: {
      200: jsonResponse(NotificationsResponseSchema, 'Notifications'),
      400: errorResponses[400],
      401: errorResponses[401],
    },
  }),
  read: createRoute({
    ...own,
    method: 'post',
    path: '/notifications/{id}/read',
    summary: 'Mark one own notification read (again: unchanged)',
    request: idParam,
    responses: {
      200: jsonResponse(UnreadNotificationsSchema, 'How many stay unread'),
      400: errorResponses[400],
      401: errorResponses[401],
      404: errorResponses[404],
    },
  }),
  readAll: createRoute({
    ...own,
    method: 'post',
    path: '/notifications/read-all',
    summary: 'Mark every own notification read',
    responses: {
      200: jsonResponse(UnreadNotificationsSchema, 'None unread'),
      401: errorResponses[401],
    },
  }),
  preferences: createRoute({
    ...own,
    method: 'get',
    path: '/notification-preferences',
    summary:
      'Which kinds of e-mail the signed-in person gets (the in-app notification always shows)',
    responses: {
      200: jsonResponse(NotificationPreferencesSchema, 'E-mail choices per kind'),
      401: errorResponses[401],
    },
  }),
  savePreferences: createRoute({
    ...own,
    method: 'put',
    path: '/notification-preferences',
    summary: 'Turn each kind of e-mail on or off (every kind named)',
    request: {
      body: {
        required: true,
        content: { 'application/json': { schema: NotificationPreferencesSchema } },
      },
    },
    responses: {
      200: jsonResponse(NotificationPreferencesSchema, 'The choices saved'),
      400: errorResponses[400],
      401: errorResponses[401],
    },
  }),
};

function decodeCursor(raw: string | undefined): NotificationCursor | undefined {
  if (!raw) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(raw, 'base64url').toString()) as [
      string,
      string,
    ];
    if (Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/.test(id))
      throw new Error('bad cursor');
    return { createdAt, id };
  } catch {
    throw validationError({ cursor: ['Invalid cursor'] });
  }
}

/** /rest/v1/notifications and /rest/v1/notification-preferences (docs/product/notifications.md). */
export function notificationRoutes(deps: { db: Database; clock: Clock }) {
  const repo = createNotificationRepository(deps.db);
  const app = createRouter();
  // Signed-out callers get 401 before their parameters are validated.
  const signedIn = createMiddleware<AppEnv>(async (c, next) => {
    requireUser(c);
    await next();
  });
  app.on('GET', ['/notifications', '/notification-preferences'], signedIn);
  app.on('PUT', '/notification-preferences', signedIn);
  app.on('POST', ['/notifications/read-all', '/notifications/:id/read'], signedIn);

  app.openapi(routes.list, async (c) => {
    const user = requireUser(c);
    const { cursor, limit } = c.req.valid('query');
    const rows = await repo.page(user.id, limit, decodeCursor(cursor));
    const data = rows.slice(0, limit);
    const last = data[data.length - 1];
    c.header('Cache-Control', PRIVATE);
    return c.json(
      {
        data: data.map(toNotification),
        next_cursor:
          rows.length > limit && last
            ? Buffer.from(JSON.stringify([last.cursor_at, last.id])).toString('base64url')
            : null,
        unread_count: await repo.unreadCount(user.id),
      },
      200,
    );
  });
  app.openapi(routes.readAll, async (c) => {
    const user = requireUser(c);
    await repo.markAllRead(user.id, deps.clock.now());
    return c.json({ unread_count: await repo.unreadCount(user.id) }, 200);
  });
  app.openapi(routes.read, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    if (!(await repo.markRead(user.id, id, deps.clock.now())))
      throw new ApiError(404, 'not_found', NOT_FOUND);
    return c.json({ unread_count: await repo.unreadCount(user.id) }, 200);
  });
  app.openapi(routes.preferences, async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', PRIVATE);
    return c.json(await repo.preferences(user.id), 200);
  });
  app.openapi(routes.savePreferences, async (c) => {
    const user = requireUser(c);
    await repo.savePreferences(user.id, c.req.valid('json'), deps.clock.now());
    return c.json(await repo.preferences(user.id), 200);
  });
  return app;
}
