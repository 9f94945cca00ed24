import { createRoute, type z } from '@hono/zod-openapi';
import {
  ContactSchema,
  NewsletterConfirmSchema,
  NewsletterSchema,
  NewsletterUnsubscribeSchema,
} from '@rentspace/core/contact/schemas';
import {
  ContactReceivedSchema,
  NewsletterConfirmedSchema,
  NewsletterReceivedSchema,
  NewsletterUnsubscribedSchema,
} from '@rentspace/core/contact/api';
import { createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { clientIp } from '../http/client-ip.ts';
import type { ContactService } from './service.ts';
import type { NewsletterService } from './newsletter.ts';

const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const tooMany = (description: string) => ({ ...errorResponses[400], description });

const subscribe = createRoute({
  method: 'post',
  path: '/newsletter',
  summary:
    'Sign an e-mail address up for the newsletter: a confirmation link is mailed (the same answer whatever the address)',
  request: json(NewsletterSchema),
  responses: {
    202: jsonResponse(NewsletterReceivedSchema, 'Received; a confirmation link is on its way'),
    400: errorResponses[400],
    429: tooMany('Too many sign-ups from this client'),
  },
});

const confirm = createRoute({
  method: 'post',
  path: '/newsletter/confirm',
  summary: 'Follow the confirmation link of a sign-up: the address becomes a subscriber',
  request: json(NewsletterConfirmSchema),
  responses: {
    200: jsonResponse(NewsletterConfirmedSchema, 'Confirmed'),
    400: { ...errorResponses[400], description: 'The link is unknown, used or expired' },
  },
});

const unsubscribe = createRoute({
  method: 'post',
  path: '/newsletter/unsubscribe',
  summary: 'Follow the unsubscribe link of a newsletter mail: the address leaves the list',
  request: json(NewsletterUnsubscribeSchema),
  responses: {
    200: jsonResponse(NewsletterUnsubscribedSchema, 'Unsubscribed'),
    400: { ...errorResponses[400], description: 'The link is not valid' },
  },
});

const contact = createRoute({
  method: 'post',
  path: '/contact',
  summary: 'Send the contact form: stored for admins, confirmed to the sender by e-mail',
  request: json(ContactSchema),
  responses: {
    201: jsonResponse(ContactReceivedSchema, 'Stored'),
    400: errorResponses[400],
    429: tooMany('Too many messages from this client'),
  },
});

/** What visitors send the company: the contact form and newsletter sign-ups (admins read both). */
export function contactRoutes(deps: {
  contact: ContactService;
  newsletter: NewsletterService;
  trustProxy: boolean;
}) {
  const app = createRouter();
  app.openapi(contact, async (c) => {
    const result = await deps.contact.send(c.req.valid('json'), clientIp(c, deps.trustProxy));
    return c.json({ received: true as const, id: result.id }, 201);
  });
  app.openapi(subscribe, async (c) => {
    const { email } = c.req.valid('json');
    await deps.newsletter.subscribe(email, clientIp(c, deps.trustProxy));
    return c.json({ received: true as const }, 202);
  });
  app.openapi(confirm, async (c) => {
    await deps.newsletter.confirm(c.req.valid('json').token);
    return c.json({ confirmed: true as const }, 200);
  });
  app.openapi(unsubscribe, async (c) => {
    const { id, token } = c.req.valid('json');
    await deps.newsletter.unsubscribe(id, token);
    return c.json({ unsubscribed: true as const }, 200);
  });
  return app;
}
