import { createRoute } from '@hono/zod-openapi';
import { newsletterSubscribers, type Database } from '@rentspace/db';
import { ContactSchema, NewsletterSchema } from '@rentspace/core/contact/schemas';
import { ContactReceivedSchema, NewsletterSubscribedSchema } from '@rentspace/core/contact/api';
import { createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { clientIp } from '../http/client-ip.ts';
import type { ContactService } from './service.ts';

const subscribe = createRoute({
  method: 'post',
  path: '/newsletter',
  summary: 'Subscribe an e-mail address to the newsletter (a repeat is welcomed the same way)',
  request: {
    body: { content: { 'application/json': { schema: NewsletterSchema } }, required: true },
  },
  responses: {
    201: jsonResponse(NewsletterSubscribedSchema, 'Subscribed'),
    400: errorResponses[400],
  },
});

const contact = createRoute({
  method: 'post',
  path: '/contact',
  summary: 'Send the contact form: stored for admins, confirmed to the sender by e-mail',
  request: {
    body: { content: { 'application/json': { schema: ContactSchema } }, required: true },
  },
  responses: {
    201: jsonResponse(ContactReceivedSchema, 'Stored'),
    400: errorResponses[400],
    429: { ...errorResponses[400], description: 'Too many messages from this client' },
  },
});

/** What visitors send the company: the contact form and newsletter sign-ups (admins read both). */
export function contactRoutes(deps: {
  db: Database;
  contact: ContactService;
  trustProxy: boolean;
}) {
  const { db } = deps;
  const app = createRouter();
  app.openapi(contact, async (c) => {
    const result = await deps.contact.send(c.req.valid('json'), clientIp(c, deps.trustProxy));
    return c.json({ received: true as const, id: result.id }, 201);
  });
  app.openapi(subscribe, async (c) => {
    const { email } = c.req.valid('json');
    // The same answer for a new and a known address, so the form reveals nothing.
    await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
    return c.json({ subscribed: true as const }, 201);
  });
  return app;
}
