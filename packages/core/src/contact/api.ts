/** What the contact form and the newsletter answer (POST /rest/v1/contact, /newsletter, /newsletter/*). */
import '../zod-config.ts';
import { z } from 'zod';
import { IdSchema } from '../response-schemas.ts';

/** The message was stored for the admins and a confirmation e-mail is on its way. */
export const ContactReceivedSchema = z
  .strictObject({ received: z.literal(true), id: IdSchema })
  .meta({ id: 'ContactReceived' });
export type ContactReceived = z.infer<typeof ContactReceivedSchema>;

/**
 * A newsletter sign-up was received: the same answer for a new, a pending and a confirmed address,
 * so the form reveals nothing. A confirmation link is mailed; the address is not a subscriber
 * until it is followed.
 */
export const NewsletterReceivedSchema = z
  .strictObject({ received: z.literal(true) })
  .meta({ id: 'NewsletterReceived' });
export type NewsletterReceived = z.infer<typeof NewsletterReceivedSchema>;

/** The confirmation link was followed: the address is a subscriber now. */
export const NewsletterConfirmedSchema = z
  .strictObject({ confirmed: z.literal(true) })
  .meta({ id: 'NewsletterConfirmed' });
export type NewsletterConfirmed = z.infer<typeof NewsletterConfirmedSchema>;

/** The unsubscribe link was followed: the address is no longer on the list. */
export const NewsletterUnsubscribedSchema = z
  .strictObject({ unsubscribed: z.literal(true) })
  .meta({ id: 'NewsletterUnsubscribed' });
export type NewsletterUnsubscribed = z.infer<typeof NewsletterUnsubscribedSchema>;
