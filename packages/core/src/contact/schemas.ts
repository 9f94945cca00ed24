import '../zod-config.ts';
import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECTS, NEWSLETTER_TEXT } from './constants.ts';

const email = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(254)
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

/** The footer newsletter sign-up. */
export const NewsletterSchema = z.object({ email });
export type Newsletter = z.infer<typeof NewsletterSchema>;

const linkToken = z
  .string({ error: NEWSLETTER_TEXT.linkInvalid })
  .min(1, NEWSLETTER_TEXT.linkInvalid)
  .max(200, NEWSLETTER_TEXT.linkInvalid);

/** POST /rest/v1/newsletter/confirm: the token of the link mailed to a new sign-up. */
export const NewsletterConfirmSchema = z.object({ token: linkToken });

/** POST /rest/v1/newsletter/unsubscribe: the subscriber and the signature of their unsubscribe link. */
export const NewsletterUnsubscribeSchema = z.object({
  id: z.uuid(NEWSLETTER_TEXT.unsubscribeInvalid),
  token: z
    .string({ error: NEWSLETTER_TEXT.unsubscribeInvalid })
    .min(1, NEWSLETTER_TEXT.unsubscribeInvalid)
    .max(200, NEWSLETTER_TEXT.unsubscribeInvalid),
});

/** The contact form: name, a valid email, one of four subjects, and a message. */
export const ContactSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Use at most 120 characters'),
  email,
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Please choose a subject' }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_MESSAGE_MAX, `Use at most ${CONTACT_MESSAGE_MAX} characters`),
});
export type Contact = z.infer<typeof ContactSchema>;
