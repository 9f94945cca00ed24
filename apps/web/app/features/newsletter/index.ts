// The newsletter's own pages: confirming a sign-up and unsubscribing (the form is in the footer).
export { confirmSubscription, unsubscribe, type LinkOutcome } from './api';
export { NewsletterResult } from './newsletter-result';
