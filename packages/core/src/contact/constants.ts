export const CONTACT_SUBJECTS = ['general', 'support', 'billing', 'partnership'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Longest message the contact form accepts. */
export const CONTACT_MESSAGE_MAX = 5000;
