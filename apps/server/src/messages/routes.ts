import { createRoute, z } from '@hono/zod-openapi';
import {
  MESSAGE_TEXT,
  SendMessageSchema,
  StartConversationSchema,
} from '@rentspace/core/messages/schema';
import {
  ConversationSchema,
  ConversationsResponseSchema,
  MessageSchema,
  ThreadSchema,
  UnreadTotalSchema,
} from '@rentspace/core/messages/api';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { MessageRepository } from './repository.ts';
import type { NotificationRepository } from '../notifications/repository.ts';
import type { MessageService } from './service.ts';
import { userEventStream } from './stream.ts';

const own = { security: bearerSecurity };
const idParam = { params: z.object({ id: z.uuid(MESSAGE_TEXT.notFound) }) };
const errors = { 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] };
const tooFast = {
  429: { ...errorResponses[400], description: 'The sender is past their message limits' },
};

const start = createRoute({
  ...own,
  method: 'post',
  path: '/conversations',
  summary:
    'Start (or continue) the thread with the host of a listing, optionally with a first message',
  request: {
    body: { required: true, content: { 'application/json': { schema: StartConversationSchema } } },
  },
  responses: {
    200: jsonResponse(ConversationSchema, 'The existing conversation'),
    201: jsonResponse(ConversationSchema, 'A new conversation'),
    403: errorResponses[403],
    ...errors,
    ...tooFast,
  },
});
const list = createRoute({
  ...own,
  method: 'get',
  path: '/conversations',
  summary: 'Own conversations with their last message and unread count, newest first',
  responses: {
    200: jsonResponse(ConversationsResponseSchema, 'Conversations'),
    401: errorResponses[401],
  },
});
const thread = createRoute({
  ...own,
  method: 'get',
  path: '/conversations/{id}',
  summary: 'A conversation and its messages (participants only)',
  request: idParam,
  responses: { 200: jsonResponse(ThreadSchema, 'The thread'), ...errors },
});
const sendRoute = createRoute({
  ...own,
  method: 'post',
  path: '/conversations/{id}/messages',
  summary: 'Send a message in an own conversation (at most so many a minute and an hour)',
  request: {
    ...idParam,
    body: { required: true, content: { 'application/json': { schema: SendMessageSchema } } },
  },
  responses: { 201: jsonResponse(MessageSchema, 'The message'), ...errors, ...tooFast },
});
const read = createRoute({
  ...own,
  method: 'post',
  path: '/conversations/{id}/read',
  summary: "Mark the other person's messages read",
  request: idParam,
  responses: { 200: jsonResponse(UnreadTotalSchema, 'The unread total'), ...errors },
});

/** /rest/v1 conversations between guests and hosts, and the per-user event stream. */
export function messageRoutes({
  service,
  repo,
  hub,
  notifications,
  watchCalendars,
}: {
  service: MessageService;
  repo: MessageRepository;
  hub: RealtimeHub;
  notifications: NotificationRepository;
  watchCalendars: (userId: string, forMs: number) => Promise<void>;
}) {
  const app = createRouter();
  app.use('/conversations', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  });
  app.use('/conversations/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  });

  app.openapi(start, async (c) => {
    const { conversation, created } = await service.start(requireUser(c).id, c.req.valid('json'));
    return created ? c.json(conversation, 201) : c.json(conversation, 200);
  });
  app.openapi(list, async (c) => {
    const user = requireUser(c);
    const [data, unread_total] = await Promise.all([
      service.list(user.id),
      service.unreadTotal(user.id),
    ]);
    return c.json({ data, unread_total }, 200);
  });
  app.openapi(thread, async (c) =>
    c.json(await service.thread(requireUser(c).id, c.req.valid('param').id), 200),
  );
  app.openapi(sendRoute, async (c) =>
    c.json(
      await service.send(requireUser(c).id, c.req.valid('param').id, c.req.valid('json').body),
      201,
    ),
  );
  app.openapi(read, async (c) =>
    c.json(
      { unread_total: await service.markRead(requireUser(c).id, c.req.valid('param').id) },
      200,
    ),
  );

  // The token travels in the Authorization header (the browser reads the stream with fetch).
  app.get('/messages/stream', (c) =>
    userEventStream(c, requireUser(c).id, hub, repo, notifications, watchCalendars),
  );
  return app;
}
