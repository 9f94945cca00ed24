/** What the contact form and the newsletter sign-up answer (POST /rest/v1/contact, /newsletter). */
import '../zod-config.ts';
import { z } from 'zod';
import { IdSchema } from '../response-schemas.ts';

/** The message was stored for the admins and a confirmation e-mail is on its way. */
export const ContactReceivedSchema = z
  .strictObject({ received: z.literal(true), id: IdSchema })
  .meta({ id: 'ContactReceived' });
export type ContactReceived = z.infer<typeof ContactReceivedSchema>;

/** The same answer for a new and a known address, so the form reveals nothing. */
export const NewsletterSubscribedSchema = z
  .strictObject({ subscribed: z.literal(true) })
  .meta({ id: 'NewsletterSubscribed' });
export type NewsletterSubscribed = z.infer<typeof NewsletterSubscribedSchema>;
