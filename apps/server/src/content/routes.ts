import { createRoute, z } from '@hono/zod-openapi';
import { newsletterSubscribers, type Database } from '@rentspace/db';
import { NewsletterSchema } from '@rentspace/core/content/schemas';
import { createRouter, errorResponses } from '../http/openapi.ts';

const subscribe = createRoute({
  method: 'post',
  path: '/newsletter',
  summary: 'Subscribe an e-mail address to the newsletter (a repeat is welcomed the same way)',
  request: {
    body: { content: { 'application/json': { schema: NewsletterSchema } }, required: true },
  },
  responses: {
    201: {
      description: 'Subscribed',
      content: { 'application/json': { schema: z.object({ subscribed: z.literal(true) }) } },
    },
    400: errorResponses[400],
  },
});

export function contentRoutes(db: Database) {
  const app = createRouter();
  app.openapi(subscribe, async (c) => {
    const { email } = c.req.valid('json');
    // The same answer for a new and a known address, so the form reveals nothing.
    await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
    return c.json({ subscribed: true as const }, 201);
  });
  return app;
}
